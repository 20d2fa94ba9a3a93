import { firstValidationMessage } from '@ojt/domain';
import { vi } from 'vitest';
import type { z } from 'zod';
import { json } from './fetch-mock';

// The in-memory servers of the dashboards' tests (features/*/testing/fake-*-api.ts) share this
// plumbing: the mocked `fetch`, the request log, per-route overrides and the answers' shapes.

/** A request's parameters: its JSON body (the routes merge the query string in). */
export type Params = Record<string, unknown>;

/** A request as the fake server saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Params;
  /** A body that is not JSON (a CSV file), as sent; '' for none or JSON. */
  text: string;
  /** The request's Content-Type ('' without one). */
  contentType: string;
}

/** A route's answer, or 'network' for a request nothing answers. */
export type Reply = Response | 'network';
type Override = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A failure case of a table test: its name, the route's answer and the text the screen must show. */
export type FailureCase = [name: string, reply: () => Reply, shown: string];

/** The server's failure answer: `{ success: false, error, code }`. */
export const fail = (status: number, code: string, error: string) =>
  json(status, { success: false, error, code });

export const notFound = (error: string) => fail(404, 'NOT_FOUND', error);

/** The schema's first message as a 400 (as the real server's validation answers), or the parsed values. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  params: Params,
): { values: z.output<S> } | { refusal: Response } {
  const message = firstValidationMessage(schema, params);
  if (message) return { refusal: fail(400, 'VALIDATION', message) };
  return { values: schema.parse(params) };
}

/** The last segment of the path, e.g. the id of `GET /api/Learner/GetLearnerById/{id}`. */
export const lastSegment = (request: RecordedRequest) =>
  decodeURIComponent(request.path.split('/').pop() ?? '');

/** One page of `rows` as the list endpoints answer it (`page` and `pageSize` from the query string). */
export function pageOf<T>(rows: T[], query: URLSearchParams, defaultSize: number) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? defaultSize);
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

/**
 * When a fake list answers an estimate: above `upTo` matches, `total` with totalExact false; with
 * `lowerBound`, upTo + 1 with totalIsLowerBound true (the server's estimate fell below its limit).
 */
export interface FakeEstimate {
  upTo: number;
  total: number;
  lowerBound?: boolean;
}

/**
 * One page of a list paged by cursor (issue 31), as the server answers it: the fake's cursor names the
 * page it leads to ('page-3'); a cursor sent wins over `page`; `count=exact` or at most `estimate.upTo`
 * matches give the exact total, else the estimate with `totalExact: false`.
 */
export function keysetPageOf<T>(
  rows: T[],
  query: URLSearchParams,
  defaultSize: number,
  estimate?: FakeEstimate,
) {
  const cursor = query.get('cursor');
  const page = cursor ? Number(cursor.replace('page-', '')) : Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? defaultSize);
  const estimated = estimate && query.get('count') !== 'exact' && rows.length > estimate.upTo;
  return {
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total: estimated ? (estimate.lowerBound ? estimate.upTo + 1 : estimate.total) : rows.length,
    totalExact: !estimated,
    totalIsLowerBound: Boolean(estimated && estimate.lowerBound),
    page,
    pageSize,
    nextCursor: page * pageSize < rows.length ? `page-${page + 1}` : null,
    previousCursor: page > 1 ? `page-${page - 1}` : null,
  };
}

/** A fake server's POST routes, by path: each acts on the data with the request's parameters. */
export type Actions<D> = Record<string, (data: D, params: Params) => Response>;

/**
 * A fake server's router: `read` answers the GETs, `actions` the rest by path, with the query string
 * and the JSON body merged (the body wins), as the real server's routes see them.
 */
export function routes<D>(
  data: D,
  read: (data: D, request: RecordedRequest) => Response,
  actions: Actions<D>,
) {
  return (request: RecordedRequest): Response => {
    if (request.method === 'GET') return read(data, request);
    const action = actions[request.path];
    return action
      ? action(data, { ...Object.fromEntries(request.query), ...request.body })
      : notFound(`No route ${request.method} ${request.path}`);
  };
}

function recorded(input: RequestInfo | URL, init?: RequestInit): RecordedRequest {
  const url = new URL(String(input), 'http://localhost');
  const contentType = new Headers(init?.headers).get('Content-Type') ?? '';
  const sent = typeof init?.body === 'string' ? init.body : '';
  // Only a JSON body is parsed; another (a CSV upload) is kept as its text.
  const isJson = sent !== '' && (contentType === '' || contentType.includes('json'));
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    body: isJson ? (JSON.parse(sent) as Params) : {},
    text: isJson ? '' : sent,
    contentType,
  };
}

/**
 * Replaces `fetch` (the only thing the component tests mock) with an in-memory server: `route`
 * answers each request unless the test replaced that route's answer with `override('POST /api/…', fn)`.
 */
export function stubApi(route: (request: RecordedRequest) => Response) {
  const requests: RecordedRequest[] = [];
  const overrides = new Map<string, Override>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = recorded(input, init);
    requests.push(request);
    const override = overrides.get(`${request.method} ${request.path}`);
    const reply = override ? await override(request) : route(request);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests to one `METHOD /path`. */
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
    override: (key: string, reply: Override) => overrides.set(key, reply),
    /** Back to the in-memory server's own answers. */
    reset: (key: string) => overrides.delete(key),
    /** The in-memory server's own answer, for an override that only delays or watches it. */
    answer: route,
  };
}
