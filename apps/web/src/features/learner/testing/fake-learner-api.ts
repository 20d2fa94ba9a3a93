import { vi } from 'vitest';
import { ACTIONS, type FakeLearnerData, json, type Params } from './fake-learner-routes';
import { LEARNER_ID, makeProfile } from './learner-fixtures';

export { json } from './fake-learner-routes';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Params;
}

/** A route's answer, or 'network' for a request nothing answers. */
export type Reply = Response | 'network';
type Override = (request: RecordedRequest) => Reply | Promise<Reply>;

const notFound = (error: string) => json(404, { success: false, error, code: 'NOT_FOUND' });

function openJobsPage(data: FakeLearnerData, query: URLSearchParams) {
  const sector = Number(query.get('Sectors') ?? 0);
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  const matching = data.openJobs.filter((item) => !sector || item.empJobs.empjobsector === sector);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
}

function read(data: FakeLearnerData, r: RecordedRequest): Response {
  const last = decodeURIComponent(r.path.split('/').pop() ?? '');
  if (r.path === '/api/Learner/OpenJobs') return json(200, openJobsPage(data, r.query));
  if (r.path === '/api/Learner/GetAllApplicationsByLearnerId') return json(200, data.applications);
  if (r.path.startsWith('/api/Learner/GetLearnerById/')) {
    return json(200, data.profile && last === LEARNER_ID ? [data.profile] : []);
  }
  if (r.path.startsWith('/api/Employer/GetEmployerById/')) {
    const employer = data.employers.find((e) => e.empId === last);
    return employer ? json(200, employer) : notFound('Employer not found.');
  }
  return notFound(`No route GET ${r.path}`);
}

/**
 * The learner part of the server, in memory, behind a mocked `fetch` (the only thing these tests
 * mock). Requests are checked with the domain's request schemas, as the real server checks them, and
 * change the data as it would. `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeLearnerApi(seed: Partial<FakeLearnerData> = {}) {
  const data: FakeLearnerData = {
    openJobs: seed.openJobs ?? [],
    applications: seed.applications ?? [],
    profile: seed.profile === undefined ? makeProfile() : seed.profile,
    employers: seed.employers ?? [],
  };
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Override>();

  const route = (r: RecordedRequest): Response => {
    if (r.method === 'GET') return read(data, r);
    const action = ACTIONS[r.path];
    return action
      ? action(data, { ...Object.fromEntries(r.query), ...r.body })
      : notFound(`No route ${r.path}`);
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Params) : {},
    };
    requests.push(request);
    const override = overrides.get(`${request.method} ${request.path}`);
    const reply = override ? await override(request) : route(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    data,
    requests,
    /** Requests to one `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    override: (key: string, reply: Override) => overrides.set(key, reply),
  };
}

export type FakeLearnerApi = ReturnType<typeof createFakeLearnerApi>;

/** A failure case of a table test: its name, the route's answer and the text the screen must show. */
export type FailureCase = [name: string, reply: () => Reply, shown: string];
