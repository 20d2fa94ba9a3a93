import type { LearnerOpenJobItem } from '@ojt/domain';
import { lastSegment, notFound, pageOf, type RecordedRequest, routes, stubApi } from '../../../test/fake-api';
import { bankSeed, readBank } from '../../../test/fake-bank';
import { json } from '../../../test/fetch-mock';
import { readAgreement } from './fake-learner-agreement';
import { exitRoute, type FakeExitData } from './fake-learner-exit';
import { ACTIONS, type FakeLearnerData } from './fake-learner-routes';
import { readMyStipend } from './fake-learner-stipend';
import { readTimesheets } from './fake-learner-timesheets';
import { LEARNER_ID, makeProfile } from './learner-fixtures';

// As the server: the sector, then words in the title, employer or requirements; Sort=closing orders.
function openJobsPage(data: FakeLearnerData, query: URLSearchParams) {
  const sector = Number(query.get('Sectors') ?? 0);
  const keyword = (query.get('Keyword') ?? '').toLowerCase();
  const texts = (item: LearnerOpenJobItem) => [
    item.empJobs.empjobname,
    item.employer.empName,
    ...item.empJobs.tblemployerjobRequirements.flatMap((r) => [r.qualificationType, r.certificateName]),
  ];
  const matching = data.openJobs.filter(
    (item) =>
      (!sector || item.empJobs.empjobsector === sector) &&
      (!keyword || texts(item).some((text) => text.toLowerCase().includes(keyword))),
  );
  if (query.get('Sort') === 'closing')
    matching.sort((a, b) => a.jobOpenings.closingDate.localeCompare(b.jobOpenings.closingDate));
  return pageOf(matching, query, 20);
}

function read(data: FakeLearnerData, r: RecordedRequest): Response {
  if (r.path === '/api/Learner/OpenJobs') return json(200, openJobsPage(data, r.query));
  if (r.path === '/api/Learner/GetAllApplicationsByLearnerId') return json(200, data.applications);
  if (r.path.startsWith('/api/Learner/GetLearnerById/')) {
    return json(200, data.profile && lastSegment(r) === LEARNER_ID ? [data.profile] : []);
  }
  const timesheets = readTimesheets(data, r);
  if (timesheets) return timesheets;
  if (r.path === '/api/Learner/MyStipend') return readMyStipend(data);
  const agreement = readAgreement(data, r);
  if (agreement) return agreement;
  const bank = readBank(data, r, 'Learner');
  if (bank) return bank;
  if (r.path.startsWith('/api/Employer/GetEmployerById/')) {
    const employer = data.employers.find((e) => e.empId === lastSegment(r));
    return employer ? json(200, employer) : notFound('Employer not found.');
  }
  return notFound(`No route GET ${r.path}`);
}

/**
 * The learner part of the server, in memory, behind a mocked `fetch` (the only thing these tests
 * mock). Requests are checked with the domain's request schemas, as the real server checks them, and
 * change the data as it would (the early exit and its survey as fake-learner-exit.ts says). `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeLearnerApi(seed: Partial<FakeLearnerData & FakeExitData> = {}) {
  const data: FakeLearnerData & FakeExitData = {
    openJobs: seed.openJobs ?? [],
    applications: seed.applications ?? [],
    profile: seed.profile === undefined ? makeProfile() : seed.profile,
    employers: seed.employers ?? [],
    timesheets: seed.timesheets ?? [],
    holidays: seed.holidays ?? new Set(),
    payments: seed.payments ?? {},
    agreements: seed.agreements ?? {},
    exitSurveys: seed.exitSurveys ?? new Set(),
    ...bankSeed(seed),
  };
  const route = routes(data, read, ACTIONS);
  return { data, ...stubApi((request) => exitRoute(data, request) ?? route(request)) };
}
