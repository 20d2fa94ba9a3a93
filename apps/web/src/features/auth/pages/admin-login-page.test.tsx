import { MESSAGES } from '@ojt/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { sessionStore } from '../../../lib/session-store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { json, offline, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { loginAnswer, renderAuth } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

async function openAdminLogin() {
  const view = renderAuth(paths.adminLogin);
  await screen.findByRole('heading', { level: 1, name: 'Admin Access' });
  return view;
}

async function signIn(username = 'admin', password = 'admin-pass-123') {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Admin username'), username);
  if (password) await user.type(screen.getByLabelText('Admin password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function expectNoSession() {
  expect(sessionStore.getState().user).toBeNull();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.name)).toBeNull();
  }
}

describe('AdminLoginPage', () => {
  it("has one h1 'Admin Access', a page title and a Back to Site link", async () => {
    await openAdminLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Admin Access | National On-the-Job Training Portal');
    expect(screen.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', paths.home);
  });

  it.each([
    ['', ''],
    ['admin', ''],
    ['', 'admin-pass-123'],
  ])("says 'Please fill in all fields.' for %j / %j", async (username, password) => {
    const fetchMock = stubFetch();
    await openAdminLogin();
    await signIn(username, password);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs an admin in (until the browser closes) and opens the admin dashboard', async () => {
    const fetchMock = stubFetch(json(200, loginAnswer('admin')));
    const { router } = await openAdminLogin();
    await signIn();

    expect(await screen.findByRole('heading', { name: 'Stub admin dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminDashboard);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/login',
      method: 'POST',
      body: { pUserName: 'admin', pPassword: 'admin-pass-123', rememberMe: false },
      authorization: null,
    });
    expect(sessionStore.getState().user?.role).toBe('admin');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('token-admin');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each(['employer', 'learner'] as const)('refuses a %s account and keeps no session', async (role) => {
    stubFetch(json(200, loginAnswer(role)));
    const { router } = await openAdminLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adminAccessDenied);
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expectNoSession();
  });

  it.each([
    [
      'wrong credentials',
      json(401, { success: false, code: 'INVALID_CREDENTIALS', error: MESSAGES.invalidCredentials }),
      MESSAGES.invalidAdminCredentials,
    ],
    [
      'another server text',
      json(429, { success: false, code: 'RATE_LIMITED', error: MESSAGES.tooManyAttempts }),
      MESSAGES.tooManyAttempts,
    ],
    ['a 500', json(500, {}), MESSAGES.loginFailedTryAgain],
    ['a missing token', json(200, { ...loginAnswer('admin'), token: null }), MESSAGES.noJwtFromLogin],
    ['a network failure', offline(), MESSAGES.adminLoginNetworkError],
  ])('shows the right text for %s', async (_, answer, message) => {
    stubFetch(answer);
    await openAdminLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectNoSession();
  });
});
