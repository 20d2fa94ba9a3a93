import { DEFAULT_AGREEMENT_CONDITIONS, type EmployerRecord, type LearnerRecord } from '@ojt/domain';
import {
  type Actions,
  type FakeEstimate,
  fail,
  keysetPageOf,
  lastSegment,
  notFound,
  type Params,
  type RecordedRequest,
  routes,
  stubApi,
} from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import { type AgreementData, agreementRoute } from './fake-agreements-api';
import { type ChangesData, changesRoute } from './fake-changes-api';
import { type PaymentData, paymentRoute } from './fake-payments-api';
import { PLACEMENT_ACTIONS, readPlacements } from './fake-placements-api';
import { type ReviewData, reviewRoute } from './fake-reviews-api';
import { type TimesheetData, timesheetRoute } from './fake-timesheets-api';

function tally(rows: { status: string }[]) {
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    total: rows.length,
    approved: count('approved'),
    pending: count('pending'),
    rejected: count('rejected'),
  };
}

function page<T extends { status: string }>(
  rows: T[],
  query: URLSearchParams,
  text: (row: T) => string,
  estimate?: FakeEstimate,
) {
  const status = query.get('status') ?? 'all';
  const search = (query.get('search') ?? '').toLowerCase();
  const matching = rows.filter(
    (row) => (status === 'all' || row.status === status) && text(row).toLowerCase().includes(search),
  );
  return json(200, keysetPageOf(matching, query, 10, estimate));
}

interface AdminData extends ChangesData, TimesheetData, PaymentData, ReviewData, AgreementData {
  employers: EmployerRecord[];
  learners: LearnerRecord[];
  /** The lists answer this estimate above its limit (as the server above 10,000 matches). */
  estimate?: FakeEstimate;
}

function decide<T extends { status: string }>(
  row: T | undefined,
  status: 'approved' | 'rejected',
  what: string,
): Response {
  if (!row) return notFound(`${what} not found.`);
  if (row.status !== 'pending') {
    const error = `This account is already ${row.status}; only pending accounts can be approved or rejected.`;
    return fail(409, 'CONFLICT', error);
  }
  row.status = status;
  return json(200, { success: true, message: `${what} ${status}.` });
}

function stats({ employers, learners }: Pick<AdminData, 'employers' | 'learners'>): Response {
  const all = [...employers, ...learners];
  const approved = all.filter((row) => row.status === 'approved').length;
  return json(200, {
    employers: tally(employers),
    learners: tally(learners),
    approvalRate: all.length ? Math.round((100 * approved) / all.length) : 0,
    failedMail: 0,
  });
}

const ME = {
  user: {
    systemRole: { roleId: 3, roleName: 'Admin' },
    user: { userName: 'admin', firstname: 'Asha', lastname: 'Ramdial', emailAddress: 'admin@ojt.gov.tt' },
  },
};

function read(data: AdminData, r: RecordedRequest): Response {
  const { employers, learners } = data;
  const placements = readPlacements(data, r);
  if (placements) return placements;
  if (r.path === '/api/Admin/Stats') return stats({ employers, learners });
  if (r.path === '/api/Admin/Employers')
    return page(
      employers,
      r.query,
      (e) => `${e.empName} ${e.empPName} ${e.empEmail} ${e.empId}`,
      data.estimate,
    );
  if (r.path === '/api/Admin/Learners')
    return page(
      learners,
      r.query,
      (l) => `${l.firstName} ${l.lastName} ${l.emailPersonal} ${l.learnerId}`,
      data.estimate,
    );
  if (r.path.startsWith('/api/Employer/GetEmployerById/')) {
    const found = employers.find((e) => e.empId === lastSegment(r));
    return found ? json(200, found) : notFound('Employer details not found.');
  }
  if (r.path.startsWith('/api/Learner/GetLearnerById/')) {
    const found = learners.find((l) => l.learnerId === lastSegment(r));
    const profile = {
      learner: found,
      identifications: [],
      experience: [],
      qualifications: [],
      references: [],
    };
    return found ? json(200, [profile]) : notFound('Learner profile not found');
  }
  if (r.path === '/api/Login/me') return json(200, ME);
  return notFound(`No route GET ${r.path}`);
}

const byEmpId = (data: AdminData, params: Params) => data.employers.find((e) => e.empId === params.EmpId);
const byLearnerId = (data: AdminData, params: Params) =>
  data.learners.find((l) => l.learnerId === params.LearnerId);

/** The bulk approval (issue 30): the confirmed pending ones approved, the others skipped with why. */
function approveMany<T extends { status: string; emailVerified?: boolean | undefined }>(
  rows: T[],
  keyOf: (row: T) => string,
  params: Params,
  noun: string,
): Response {
  const ids = Array.isArray(params.Ids) ? (params.Ids as string[]) : [];
  const approved: string[] = [];
  const skipped: { id: string; reason: string; message: string }[] = [];
  for (const id of ids) {
    const row = rows.find((r) => keyOf(r) === id);
    if (!row) skipped.push({ id, reason: 'notFound', message: 'No such account.' });
    else if (row.status !== 'pending')
      skipped.push({ id, reason: 'notPending', message: 'No longer pending.' });
    else if (row.emailVerified === false)
      skipped.push({ id, reason: 'emailNotConfirmed', message: 'Email not confirmed.' });
    else {
      row.status = 'approved';
      approved.push(id);
    }
  }
  const message = `${approved.length} ${noun} approved; each was emailed their credentials.`;
  return json(200, { success: true, message, data: { approved, skipped } });
}

const ACTIONS: Actions<AdminData> = {
  '/api/Admin/ApproveEmployers': (data, params) =>
    approveMany(data.employers, (e) => e.empId, params, 'employers'),
  '/api/Admin/ApproveLearners': (data, params) =>
    approveMany(data.learners, (l) => l.learnerId, params, 'learners'),
  '/api/Employer/ApproveEmployer': (data, params) => decide(byEmpId(data, params), 'approved', 'Employer'),
  '/api/Employer/RejectEmployer': (data, params) => decide(byEmpId(data, params), 'rejected', 'Employer'),
  '/api/Learner/ApproveLearner': (data, params) => decide(byLearnerId(data, params), 'approved', 'Learner'),
  '/api/Learner/RejectLearner': (data, params) => decide(byLearnerId(data, params), 'rejected', 'Learner'),
  '/api/Login/logout': () => json(200, { success: true }),
  ...(PLACEMENT_ACTIONS as Actions<AdminData>),
};

/**
 * The admin part of the server, in memory, behind a mocked `fetch` (the only thing these tests mock).
 * Lists filter and page as the real server does; approve and reject change the status and answer
 * 409 when the account is not pending; placements and officers as fake-placements-api.ts says, the
 * timesheets, holidays, rates and stipend settings as fake-timesheets-api.ts says, and the payment
 * runs, banks, claims and employers' funding as fake-payments-api.ts says, the progress reviews as
 * fake-reviews-api.ts says, the placement agreements and the programme's conditions as
 * fake-agreements-api.ts says, and breaks, transfers and early exits as fake-changes-api.ts says.
 * `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeAdminApi(seed: Partial<AdminData> = {}) {
  const data: AdminData = {
    employers: seed.employers ?? [],
    learners: seed.learners ?? [],
    placements: seed.placements ?? [],
    officers: seed.officers ?? [],
    breaks: seed.breaks ?? [],
    timesheets: seed.timesheets ?? [],
    holidays: seed.holidays ?? [],
    schedules: seed.schedules ?? [],
    settings: seed.settings ?? { reduceForAbsences: true },
    runs: seed.runs ?? [],
    payable: seed.payable ?? [],
    banks: seed.banks ?? [],
    claims: seed.claims ?? [],
    reviews: seed.reviews ?? [],
    agreements: seed.agreements ?? {},
    conditions: seed.conditions ?? { text: DEFAULT_AGREEMENT_CONDITIONS, updatedAt: null },
    ...(seed.estimate ? { estimate: seed.estimate } : {}),
  };
  const route = routes(data, read, ACTIONS);
  return {
    ...data,
    ...stubApi(
      (request) =>
        changesRoute(data, request) ??
        timesheetRoute(data, request) ??
        paymentRoute(data, request) ??
        reviewRoute(data, request) ??
        agreementRoute(data, request) ??
        route(request),
    ),
  };
}
