import type { Role } from '@ojt/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { redirectAfterLogin } from '../lib/login-redirect';
import { sessionStore } from '../lib/session-store';
import { STORAGE_KEYS } from '../lib/storage';
import { deferred, json } from '../test/fetch-mock';
import {
  loginAnswer,
  meAnswer,
  renderApp,
  storageContents,
  storeSession,
  storeToken,
} from '../test/render-app';

const notFound = () => json(404, { success: false, error: 'Not found', code: 'NOT_FOUND' });

/** GET /api/Login/me answers `me()`; the dashboards' own calls fail, so no test depends on their data. */
function stubMe(me: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => (url === '/api/Login/me' ? me() : notFound()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('RequireRole', () => {
  // The first test visits a lazy route: it transforms the module graph, slow on a busy machine.
  it('sends a visitor without a session to /login, remembering where they were going', {
    timeout: 20_000,
  }, async () => {
    const { router } = renderApp('/employer-dashboard?tab=jobs');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.state).toEqual({
      from: { pathname: paths.employerDashboard, search: '?tab=jobs', hash: '' },
    });
  });

  it('sends a visitor of the admin dashboard to /admin-login', async () => {
    const { router } = renderApp(paths.adminDashboard);

    expect(await screen.findByRole('heading', { name: 'Admin Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
  });

  it('sends a signed-in user with another role to their own dashboard', async () => {
    storeSession('employer');
    const { router } = renderApp(paths.adminDashboard);

    expect(await screen.findByRole('heading', { name: 'Employer Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.employerDashboard);
    expect(screen.getByText('Welcome, Asha Ramdial')).toBeInTheDocument();
  });

  it("shows 'Loading...' until /me answers after a reload, never the login page, then the dashboard", async () => {
    storeToken('token-learner');
    const me = deferred();
    stubMe(() => me.promise);
    const { router } = renderApp(paths.learnerDashboard);

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Learner Dashboard' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.learnerDashboard);

    await act(async () => me.resolve(json(200, meAnswer('learner'))));
    expect(await screen.findByRole('heading', { name: 'Learner Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Asha Ramdial')).toBeInTheDocument();
    expect(storageContents(window.localStorage)).toEqual({
      [STORAGE_KEYS.token]: 'token-learner',
      [STORAGE_KEYS.name]: 'Asha Ramdial',
    });
  });

  it("routes a reloaded session by the role /me gives: another role's page leads to its own dashboard", async () => {
    storeToken('token-employer');
    const fetchMock = stubMe(() => json(200, meAnswer('employer')));
    const { router } = renderApp(paths.learnerDashboard);

    expect(await screen.findByRole('heading', { name: 'Employer Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.employerDashboard);
    expect(screen.getByText('employer@example.tt')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/Login/me') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-employer');
  });

  it('offers to try again when /me cannot be reached, keeping the stored session', async () => {
    storeToken('token-learner');
    let online = false;
    stubMe(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return json(200, meAnswer('learner'));
    });
    const { router } = renderApp(paths.learnerDashboard);

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.learnerDashboard);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('token-learner');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Learner Dashboard' })).toBeInTheDocument();
  });

  it('returns to the remembered page after signing in', async () => {
    const { router } = renderApp('/learner-dashboard?tab=applications');
    await screen.findByRole('heading', { name: 'Sign In' });

    // What the login page does on success.
    let role = '' as Role;
    act(() => {
      role = sessionStore.signIn(loginAnswer('learner'), { remember: false }).role;
    });
    await act(() => router.navigate(redirectAfterLogin(router.state.location.state, role)));

    expect(await screen.findByRole('heading', { name: 'Learner Dashboard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=applications');
  });

  // The first visit of the admin dashboard transforms its whole module graph: slow on a busy machine.
  it('logs out from the dashboard header: clears the session and goes to /', {
    timeout: 20_000,
  }, async () => {
    // Logout answers; the dashboard's own calls fail, so the test does not depend on their data.
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/Login/logout'
        ? Response.json({ success: true })
        : Response.json({ success: false, error: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeSession('admin', 'admin-token');
    const { router } = renderApp(paths.adminDashboard);

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    // The server ends the session too (the dashboard's own calls may come first).
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/Login/logout'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/Login/logout') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(storageContents(window.localStorage)).toEqual({});
    expect(storageContents(window.sessionStorage)).toEqual({});
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('redirectAfterLogin', () => {
  const from = (pathname: string, search = '') => ({ from: { pathname, search, hash: '' } });

  it('goes back to the remembered page of the same role', () => {
    expect(redirectAfterLogin(from(paths.employerDashboard, '?tab=jobs'), 'employer')).toBe(
      '/employer-dashboard?tab=jobs',
    );
  });

  it("goes to the role's dashboard when nothing, another role's page or a sign-in page was remembered", () => {
    expect(redirectAfterLogin(null, 'admin')).toBe(paths.adminDashboard);
    expect(redirectAfterLogin(from(paths.adminDashboard), 'learner')).toBe(paths.learnerDashboard);
    expect(redirectAfterLogin(from(paths.login), 'employer')).toBe(paths.employerDashboard);
    expect(redirectAfterLogin(from('//evil.example'), 'employer')).toBe(paths.employerDashboard);
  });
});
