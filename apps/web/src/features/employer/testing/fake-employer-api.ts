import { isSelectedPlacementStatus, LETTER_PLACEMENT_STATUSES, MESSAGES } from '@ojt/domain';
import { lastSegment, notFound, pageOf, type RecordedRequest, routes, stubApi } from '../../../test/fake-api';
import { bankSeed, readBank } from '../../../test/fake-bank';
import { json } from '../../../test/fetch-mock';
import { makeEmployerRecord } from './employer-fixtures';
import { readAgreements } from './fake-employer-agreements';
import { endEarlyRoute } from './fake-employer-exit';
import { readPayments } from './fake-employer-payments';
import { ACTIONS, type FakeData } from './fake-employer-routes';
import { readTimesheets } from './fake-employer-timesheets';

function openJobs(data: FakeData, query: URLSearchParams) {
  const sector = Number(query.get('Sectors') ?? 0);
  return data.positions
    .filter((position) => !sector || position.empjobsector === sector)
    .flatMap((position) =>
      position.tblemployerjobopenings
        .filter((opening) => opening.jobOpeningStatus === 1)
        .map((opening) => ({ empJobs: position, jobOpenings: opening })),
    );
}

function applicationsPage(data: FakeData, query: URLSearchParams) {
  const openingId = Number(query.get('JobOpeningId') ?? 0);
  const status = Number(query.get('Status') ?? 0);
  // ForLetters: Completed and Exited early (issue 29), unless Status names one.
  const statuses: readonly number[] =
    status || query.get('ForLetters') !== 'true' ? [status] : LETTER_PLACEMENT_STATUSES;
  const matching = data.applications.filter(
    (a) =>
      (!openingId || a.jobOpeningKey === openingId) && (!statuses[0] || statuses.includes(a.placementStatus)),
  );
  return pageOf(matching, query, 20);
}

function overview(data: FakeData) {
  return {
    totalJobs: data.positions.length,
    publishedJobs: data.positions.filter((p) => p.published).length,
    totalApplications: data.applications.length,
    selectedCandidates: data.applications.filter((a) => isSelectedPlacementStatus(a.placementStatus)).length,
    recentApplications: data.applications.slice(0, 5),
  };
}

function read(data: FakeData, r: RecordedRequest): Response {
  const timesheets = readTimesheets(data, r);
  if (timesheets) return timesheets;
  const payments = readPayments(data, r) ?? readBank(data, r, 'Employer') ?? readAgreements(data, r);
  if (payments) return payments;
  if (r.path === '/api/Employer/Overview') return json(200, overview(data));
  if (r.path === '/api/Employer/GetALLJobPositionByEmployerId') return json(200, data.positions);
  if (r.path === '/api/Employer/GetOpenJobs') return json(200, openJobs(data, r.query));
  if (r.path === '/api/Employer/Applications') return json(200, applicationsPage(data, r.query));
  if (/^\/api\/Letters\/\d+\/pdf$/.test(r.path)) {
    const id = Number(r.path.split('/')[3]);
    const found = data.applications.some((a) => a.letters.some((l) => l.letterId === id));
    if (!found) return notFound(MESSAGES.letterNotFound);
    return new Response('%PDF-1.7', {
      status: 200,
      headers: { 'Content-Type': 'application/pdf' },
    });
  }
  if (r.path.startsWith('/api/Employer/GetEmployerById/')) {
    return lastSegment(r) === data.employer.empId
      ? json(200, data.employer)
      : notFound('Employer details not found.');
  }
  if (r.path.startsWith('/api/Learner/GetLearnerById/')) {
    const learner = data.learners.find((l) => l.learnerId === lastSegment(r));
    const item = { learner, identifications: [], experience: [], qualifications: [], references: [] };
    return learner ? json(200, [item]) : notFound('Learner profile not found');
  }
  return notFound(`No route GET ${r.path}`);
}

/**
 * The employer part of the server, in memory, behind a mocked `fetch` (the only thing these tests
 * mock). Requests are checked with the domain's request schemas, as the real server checks them, and
 * change the data as it would (an early exit as fake-employer-exit.ts says). `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeEmployerApi(seed: Partial<FakeData> = {}) {
  const data: FakeData = {
    positions: seed.positions ?? [],
    applications: seed.applications ?? [],
    learners: seed.learners ?? [],
    employer: seed.employer ?? makeEmployerRecord(),
    timesheets: seed.timesheets ?? [],
    holidays: seed.holidays ?? new Set(),
    payments: seed.payments ?? {},
    claims: seed.claims ?? [],
    agreements: seed.agreements ?? {},
    ...bankSeed(seed),
  };
  const route = routes(data, read, ACTIONS);
  return { data, ...stubApi((request) => endEarlyRoute(data, request) ?? route(request)) };
}
