import type { EmployerRecord, LearnerRecord } from '@ojt/domain';
import { vi } from 'vitest';
import { json } from '../../../test/fetch-mock';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Reply = Response | 'network';
type Override = (request: RecordedRequest) => Reply | Promise<Reply>;

function tally(rows: { status: string }[]) {
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    total: rows.length,
    approved: count('approved'),
    pending: count('pending'),
    rejected: count('rejected'),
  };
}

function page<T extends { status: string }>(rows: T[], query: URLSearchParams, text: (row: T) => string) {
  const status = query.get('status') ?? 'all';
  const search = (query.get('search') ?? '').toLowerCase();
  const pageNo = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  const matching = rows.filter(
    (row) => (status === 'all' || row.status === status) && text(row).toLowerCase().includes(search),
  );
  const items = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return json(200, { items, total: matching.length, page: pageNo, pageSize });
}

/**
 * The admin part of the server, in memory, behind a mocked `fetch` (the only thing these tests mock).
 * Lists filter and page as the real server does; approve and reject change the status and answer
 * 409 when the account is not pending. `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeAdminApi(data: { employers?: EmployerRecord[]; learners?: LearnerRecord[] } = {}) {
  const employers = data.employers ?? [];
  const learners = data.learners ?? [];
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Override>();

  const decide = <T extends { status: string }>(
    row: T | undefined,
    status: 'approved' | 'rejected',
    what: string,
  ) => {
    if (!row) return json(404, { success: false, error: `${what} not found.`, code: 'NOT_FOUND' });
    if (row.status !== 'pending') {
      return json(409, {
        success: false,
        error: `This account is already ${row.status}; only pending accounts can be approved or rejected.`,
        code: 'CONFLICT',
      });
    }
    row.status = status;
    const verb = status === 'approved' ? 'approved' : 'rejected';
    return json(200, { success: true, message: `${what} ${verb}.` });
  };

  const route = (r: RecordedRequest): Response => {
    const key = `${r.method} ${r.path}`;
    const body = (r.body ?? {}) as Record<string, string>;
    if (key === 'GET /api/Admin/Stats') {
      const all = [...employers, ...learners];
      const approved = all.filter((row) => row.status === 'approved').length;
      return json(200, {
        employers: tally(employers),
        learners: tally(learners),
        approvalRate: all.length ? Math.round((100 * approved) / all.length) : 0,
      });
    }
    if (key === 'GET /api/Admin/Employers')
      return page(employers, r.query, (e) => `${e.empName} ${e.empPName} ${e.empEmail}`);
    if (key === 'GET /api/Admin/Learners')
      return page(learners, r.query, (l) => `${l.firstName} ${l.lastName} ${l.emailPersonal}`);
    if (key.startsWith('GET /api/Employer/GetEmployerById/')) {
      const found = employers.find((e) => e.empId === decodeURIComponent(r.path.split('/').pop() ?? ''));
      return found
        ? json(200, found)
        : json(404, { success: false, error: 'Employer details not found.', code: 'NOT_FOUND' });
    }
    if (key.startsWith('GET /api/Learner/GetLearnerById/')) {
      const found = learners.find((l) => l.learnerId === decodeURIComponent(r.path.split('/').pop() ?? ''));
      return found
        ? json(200, [
            { learner: found, identifications: [], experience: [], qualifications: [], references: [] },
          ])
        : json(404, { success: false, error: 'Learner profile not found', code: 'NOT_FOUND' });
    }
    const employer = () => employers.find((e) => e.empId === body.EmpId);
    const learner = () => learners.find((l) => l.learnerId === body.LearnerId);
    if (key === 'POST /api/Employer/ApproveEmployer') return decide(employer(), 'approved', 'Employer');
    if (key === 'POST /api/Employer/RejectEmployer') return decide(employer(), 'rejected', 'Employer');
    if (key === 'POST /api/Learner/ApproveLearner') return decide(learner(), 'approved', 'Learner');
    if (key === 'POST /api/Learner/RejectLearner') return decide(learner(), 'rejected', 'Learner');
    if (key === 'GET /api/Login/me') {
      return json(200, {
        user: {
          systemRole: { roleId: 3, roleName: 'Admin' },
          user: {
            userName: 'admin',
            firstname: 'Asha',
            lastname: 'Ramdial',
            emailAddress: 'admin@ojt.gov.tt',
          },
        },
      });
    }
    if (key === 'POST /api/Login/logout') return json(200, { success: true });
    return json(404, { success: false, error: `No route ${key}`, code: 'NOT_FOUND' });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const override = overrides.get(`${request.method} ${request.path}`);
    const reply = override ? await override(request) : route(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    employers,
    learners,
    requests,
    /** Requests to one `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    override: (key: string, reply: Override) => overrides.set(key, reply),
    /** Back to the in-memory server's own answers. */
    reset: (key: string) => overrides.delete(key),
    answer: route,
  };
}

/** A promise with its resolve function, to hold a request open while the test looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
