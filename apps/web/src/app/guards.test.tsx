import type { Role } from '@ojt/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { redirectAfterLogin } from '../lib/login-redirect';
import { sessionStore } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { loginAnswer, renderApp, storeSession } from '../test/render-app';

describe('RequireRole', () => {
  it('sends a visitor without a session to /login, remembering where they were going', async () => {
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

  it("shows 'Loading...' while the stored session is being restored", async () => {
    storeSession('learner');
    renderApp(paths.learnerDashboard, { restoreSession: false });

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Learner Dashboard' })).not.toBeInTheDocument();

    act(() => sessionStore.restore());
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
    window.localStorage.setItem(STORAGE_KEYS.userData, '{"userName":"admin-1"}');
    const { router } = renderApp(paths.adminDashboard);

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    // The server ends the session too (the dashboard's own calls may come first).
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/Login/logout'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/Login/logout') ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer admin-token');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.adminSession,
      STORAGE_KEYS.userData,
    ]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
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
