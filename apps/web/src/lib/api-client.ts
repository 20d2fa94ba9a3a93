import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  ERROR_CODES,
  type ErrorCode,
  MESSAGES,
} from '@ojt/domain';
import type { ZodType } from 'zod';
import { sessionStore } from './session-store';

export const SESSION_EXPIRED_MESSAGE = MESSAGES.sessionExpired;

/** The server's codes (`ERROR_CODES`), and any code a newer server may send. */
export type ApiErrorCode = ErrorCode | (string & {});

/**
 * Every failed call throws this; switch on `code` (`failureText` in `lib/failure-text.ts`).
 * `status` is 0 when nothing answered. `text` is the answer's own text ('' when it carried none,
 * `message` then being a placeholder fit only for logs).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly text: string = message,
    /** A 400's per-parameter messages (`fields`), keyed by the API's parameter names. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

/** The `fields` of a refusal: only string messages under their parameter names. */
function fieldsOf(value: unknown): Record<string, string> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Query-string parameters; null and undefined are left out. Never put secrets here (PRODUCT.md §1). */
  query?: Record<string, QueryValue>;
  /** Sent as JSON, unless `contentType` says otherwise. */
  body?: unknown;
  /** A string `body` sent as it is with this Content-Type (a file's text, e.g. 'text/csv'), not as JSON. */
  contentType?: string;
  signal?: AbortSignal;
  /** Send the session's bearer token (default). Sign-in, recovery and sign-up calls pass false. */
  auth?: boolean;
  /** Send this bearer token instead of the session's: one the app received but does not keep. */
  token?: string;
  /** 'blob' for a file (a letter's PDF): a success answers its body as a Blob. */
  as?: 'json' | 'blob';
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  429: ERROR_CODES.RATE_LIMITED,
};

/** `/api/Contact` and `/Contact` both mean `/api/Contact`. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const base = clean === '/api' || clean.startsWith('/api/') ? clean : `/api${clean}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

async function readBody(response: Response): Promise<unknown> {
  const raw = await response.text().catch(() => '');
  if (!raw) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

function toApiError(status: number, payload: unknown): ApiError {
  const fallbackCode = STATUS_CODES[status] ?? ERROR_CODES.INTERNAL;
  if (payload && typeof payload === 'object') {
    const { error, message, code, fields } = payload as Record<string, unknown>;
    const text = typeof error === 'string' && error ? error : typeof message === 'string' ? message : '';
    return new ApiError(
      status,
      typeof code === 'string' && code ? code : fallbackCode,
      text || `Request failed (${status})`,
      text,
      fieldsOf(fields),
    );
  }
  const text = typeof payload === 'string' ? payload.trim() : '';
  return new ApiError(status, fallbackCode, text || `Request failed (${status})`, text);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Calls the portal API. Sends the session's bearer token; parses JSON answers.
 * Throws `ApiError`: the server's `{ error, code }` on a failure status, code NETWORK when nothing
 * answered, and code SESSION_EXPIRED (after clearing the session) on a 401 to a call made with a token
 * (except a 401 with code INVALID_CREDENTIALS, which stays as it is).
 * An aborted call rethrows the AbortError untouched.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const token = options.auth === false ? null : (options.token ?? sessionStore.getState().token);
  const headers: Record<string, string> = { Accept: options.as === 'blob' ? '*/*' : 'application/json' };
  const raw = options.contentType !== undefined && typeof options.body === 'string';
  if (options.body !== undefined)
    headers['Content-Type'] = raw ? (options.contentType as string) : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : raw
            ? (options.body as string)
            : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, ERROR_CODES.NETWORK, MESSAGES.networkErrorTryAgain);
  }

  if (response.ok && options.as === 'blob') return (await response.blob()) as T;
  const payload = await readBody(response);
  if (response.ok) return payload as T;
  const error = toApiError(response.status, payload);
  // A 401 to a call made with a token means the token no longer works, unless the server says the
  // credentials in the request were wrong (e.g. a wrong password while signed in).
  if (response.status === 401 && token && error.code !== ERROR_CODES.INVALID_CREDENTIALS) {
    sessionStore.expire(token);
    throw new ApiError(401, ERROR_CODES.SESSION_EXPIRED, MESSAGES.sessionExpired);
  }
  // Signed in with a mailed password: the guards take the user to choosing a new one.
  if (error.code === ERROR_CODES.PASSWORD_CHANGE_REQUIRED && token) sessionStore.requirePasswordChange(token);
  throw error;
}

/**
 * What a call sends, typed by its contract: the path's parameters when it has any, its query string
 * (a POST's parameters may come there too: the server merges them into the body) and its body.
 */
type CallInput<E extends Endpoint> = (E['params'] extends ZodType
  ? { params: EndpointParams<E> }
  : { params?: undefined }) & {
  query?: E['query'] extends ZodType
    ? EndpointQuery<E>
    : E['body'] extends ZodType
      ? Partial<EndpointBody<E>>
      : undefined;
  body?: E['body'] extends ZodType ? EndpointBody<E> : undefined;
};

/** A call's input and how it is sent (`signal`, `auth`, `token` as for `apiRequest`). */
export type CallOptions<E extends Endpoint> = CallInput<E> &
  Pick<ApiRequestOptions, 'signal' | 'auth' | 'token' | 'contentType'>;

/** The contract's path with its `:name` parameters filled in (each URI-encoded). */
export function endpointPath(endpoint: Endpoint, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name])),
  );
}

/**
 * Calls the portal API by its contract (`@ojt/domain` `*Endpoint`): the contract's method and path,
 * its parameters filled in, and its answer's type. Fails as `apiRequest` does.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: E['params'] extends ZodType ? [options: CallOptions<E>] : [options?: CallOptions<E>]
): Promise<EndpointAnswer<E>> {
  // The contract typed the input; on the wire it is plain values.
  const { params, query, body, ...sending } = (options ?? {}) as Pick<
    ApiRequestOptions,
    'query' | 'body' | 'signal' | 'auth' | 'token' | 'contentType'
  > & { params?: Record<string, unknown> };
  return apiRequest<EndpointAnswer<E>>(endpoint.method, endpointPath(endpoint, params), {
    ...sending,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? {} : { body }),
  });
}
