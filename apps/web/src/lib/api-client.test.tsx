import {
  getEmployerByIdEndpoint,
  openJobsPageEndpoint,
  revokeLetterEndpoint,
  verifyLetterEndpoint,
} from '@ojt/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { loginAnswer, renderApp, storageContents, storeSession, storeToken } from '../test/render-app';
import { ApiError, apiRequest, apiUrl, callApi, endpointPath, SESSION_EXPIRED_MESSAGE } from './api-client';
import { getCurrentUser } from './current-user';
import { sessionStore } from './session-store';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it("sends the contract's method and path with the body, and returns the answer", async () => {
    sessionStore.signIn(loginAnswer('admin', 'abc'), { remember: false });
    fetchMock.mockResolvedValue(answer(200, { success: true, message: 'The letter was revoked.' }));

    await expect(
      callApi(revokeLetterEndpoint, { body: { LetterId: 3, Reason: 'Wrong dates' } }),
    ).resolves.toEqual({ success: true, message: 'The letter was revoked.' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Admin/RevokeLetter');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"LetterId":3,"Reason":"Wrong dates"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('fills the path parameters, each encoded, and sends the query string', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: [], total: 0, page: 2, pageSize: 12 }));
    await callApi(openJobsPageEndpoint, { query: { Sectors: undefined, page: 2, pageSize: 12 } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Learner/OpenJobs?page=2&pageSize=12');

    fetchMock.mockResolvedValue(answer(200, { status: 'unknown' }));
    await callApi(verifyLetterEndpoint, { params: { code: 'A B/C' }, auth: false });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/Public/VerifyLetter/A%20B%2FC');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('GET');
    expect(endpointPath(getEmployerByIdEndpoint, { id: 'EMP-1' })).toBe(
      '/api/Employer/GetEmployerById/EMP-1',
    );
  });
});

describe('apiRequest', () => {
  it('sends the bearer token and a JSON body, and returns the parsed answer', async () => {
    sessionStore.signIn(loginAnswer('employer', 'abc'), { remember: false });
    fetchMock.mockResolvedValue(answer(200, [{ id: 1 }]));

    await expect(
      apiRequest('POST', '/api/Contact', { body: { name: 'A' }, query: { a: 1, b: null } }),
    ).resolves.toEqual([{ id: 1 }]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Contact?a=1');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"A"}');
  });

  it('sends no Authorization header without a session', async () => {
    sessionStore.restore(getCurrentUser);
    fetchMock.mockResolvedValue(answer(200, []));
    await apiRequest('GET', '/Common/getCities');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Common/getCities');
  });

  it('turns a 401 on a call made with a token into SESSION_EXPIRED and clears the session', async () => {
    sessionStore.signIn(loginAnswer('learner', 'old'), { remember: true });
    fetchMock.mockResolvedValue(
      answer(401, { success: false, error: 'Token expired', code: 'UNAUTHORIZED' }),
    );

    const error = await caught(apiRequest('GET', '/api/Learner/GetOpenJobs'));

    expect(error).toMatchObject({ status: 401, code: 'SESSION_EXPIRED', message: SESSION_EXPIRED_MESSAGE });
    expect(storageContents(window.localStorage)).toEqual({});
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it("keeps the server's code and message for a 401 without a token (wrong password)", async () => {
    sessionStore.restore(getCurrentUser);
    fetchMock.mockResolvedValue(
      answer(401, { success: false, error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }),
    );
    const error = await caught(apiRequest('POST', '/api/Login/login', { body: {} }));
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    });
  });

  it('does not end the session for wrong credentials sent while signed in, nor send the token with auth: false', async () => {
    sessionStore.signIn(loginAnswer('employer', 'abc'), { remember: false });
    fetchMock.mockImplementation(async () =>
      answer(401, { success: false, error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }),
    );

    const error = await caught(apiRequest('POST', '/api/Login/login', { body: {}, auth: false }));

    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
    await caught(apiRequest('POST', '/api/Login/ChangePassword', { body: {} }));
    expect(sessionStore.getState().token).toBe('abc');
  });

  it('parses a failure body into ApiError { status, code, message }', async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, error: 'Already applied', code: 'CONFLICT' }));
    const error = await caught(apiRequest('POST', '/api/Learner/Apply'));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already applied' });
  });

  it('falls back to a code from the status when the failure has no JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('Too many requests', { status: 429 }));
    const error = await caught(apiRequest('POST', '/api/Contact'));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Too many requests' });
  });

  it('reports a network failure as code NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(apiRequest('GET', '/api/health'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('builds URLs under /api', () => {
    expect(apiUrl('/api/Login/login')).toBe('/api/Login/login');
    expect(apiUrl('Employer/GetEmployerById/E1', { x: 'a b' })).toBe(
      '/api/Employer/GetEmployerById/E1?x=a+b',
    );
  });
});

describe('session expired handling', () => {
  // The first visit of the dashboard transforms its module graph: slow on a busy machine.
  it('alerts, shows the message on the page and goes home', { timeout: 20_000 }, async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    storeSession('employer', 'stale');
    const { router } = renderApp(paths.employerDashboard);
    await screen.findByRole('heading', { name: 'Employer Dashboard' });
    fetchMock.mockResolvedValue(answer(401, { success: false, error: 'Expired', code: 'UNAUTHORIZED' }));

    await act(async () => {
      await apiRequest('GET', '/api/Employer/GetJobPositions').catch(() => {});
    });

    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(storageContents(window.localStorage)).toEqual({});
  });

  it('does the same when a stored token is refused by GET /api/Login/me at start-up', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    storeToken('stale');
    fetchMock.mockResolvedValue(answer(401, { success: false, error: 'Expired', code: 'UNAUTHORIZED' }));
    const { router } = renderApp(paths.employerDashboard);

    await waitFor(() => expect(alert).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/Login/me']);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(storageContents(window.localStorage)).toEqual({});
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null });
  });
});
