import { isSelectedPlacementStatus } from '@ojt/domain';
import { vi } from 'vitest';
import { makeEmployerRecord } from './employer-fixtures';
import { ACTIONS, type FakeData, json, type Params } from './fake-employer-routes';

export { json } from './fake-employer-routes';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Params;
}

type Reply = Response | 'network';
type Override = (request: RecordedRequest) => Reply | Promise<Reply>;

const notFound = (error: string) => json(404, { success: false, error, code: 'NOT_FOUND' });

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
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 20);
  const matching = data.applications.filter((a) => !openingId || a.jobOpeningKey === openingId);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
  };
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
  const last = decodeURIComponent(r.path.split('/').pop() ?? '');
  if (r.path === '/api/Employer/Overview') return json(200, overview(data));
  if (r.path === '/api/Employer/GetALLJobPositionByEmployerId') return json(200, data.positions);
  if (r.path === '/api/Employer/GetOpenJobs') return json(200, openJobs(data, r.query));
  if (r.path === '/api/Employer/Applications') return json(200, applicationsPage(data, r.query));
  if (r.path.startsWith('/api/Employer/GetEmployerById/')) {
    return last === data.employer.empId ? json(200, data.employer) : notFound('Employer details not found.');
  }
  if (r.path.startsWith('/api/Learner/GetLearnerById/')) {
    const learner = data.learners.find((l) => l.learnerId === last);
    const item = { learner, identifications: [], experience: [], qualifications: [], references: [] };
    return learner ? json(200, [item]) : notFound('Learner profile not found');
  }
  return notFound(`No route GET ${r.path}`);
}

/**
 * The employer part of the server, in memory, behind a mocked `fetch` (the only thing these tests
 * mock). Requests are checked with the domain's request schemas, as the real server checks them, and
 * change the data as it would. `override('POST /api/…', fn)` replaces one route's answer.
 */
export function createFakeEmployerApi(seed: Partial<FakeData> = {}) {
  const data: FakeData = {
    positions: seed.positions ?? [],
    applications: seed.applications ?? [],
    learners: seed.learners ?? [],
    employer: seed.employer ?? makeEmployerRecord(),
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
    reset: (key: string) => overrides.delete(key),
  };
}

export type FakeEmployerApi = ReturnType<typeof createFakeEmployerApi>;
