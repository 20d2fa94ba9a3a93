import { MESSAGES, roleMismatchMessage } from '@ojt/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { sessionStore } from '../../../lib/session-store';
import { STORAGE_KEYS } from '../../../lib/storage';
import { deferred, json, offline, sentRequest, stubFetch } from '../../../test/fetch-mock';
import { loginAnswer, renderAuth } from '../../../test/render-app';

vi.setConfig({ testTimeout: 20_000 });

async function openLogin(path: string = paths.login) {
  const view = renderAuth(path);
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return view;
}

async function signIn(username = 'EMP-001', password = 'secret-pass-1') {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

function expectNoSession() {
  expect(sessionStore.getState().user).toBeNull();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.name)).toBeNull();
  }
}

describe('LoginPage', () => {
  it('has one h1, a page title and a labelled role toggle defaulting to Employer', async () => {
    await openLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Sign In | National On-the-Job Training Portal');
    expect(screen.getByRole('radiogroup', { name: 'I am signing in as' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Employer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Learner' })).not.toBeChecked();
  });

  it('pre-selects the role from ?role=learner, and keeps the choice in the address', async () => {
    const { router } = await openLogin('/login?role=learner');
    expect(screen.getByRole('radio', { name: 'Learner' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Employer' }));
    expect(screen.getByRole('radio', { name: 'Employer' })).toBeChecked();
    expect(router.state.location.search).toBe('?role=employer');
  });

  it('links to both sign-ups', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create Employer Account' })).toHaveAttribute(
      'href',
      paths.employerSignup,
    );
    expect(screen.getByRole('link', { name: 'Create Learner Account' })).toHaveAttribute(
      'href',
      paths.learnerSignup,
    );
  });

  it.each([
    ['', ''],
    ['EMP-001', ''],
    ['', 'secret-pass-1'],
    ['   ', 'secret-pass-1'],
  ])("says 'Please fill in all fields.' for username %j and password %j", async (username, password) => {
    const fetchMock = stubFetch();
    await openLogin();
    await signIn(username, password);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs an employer in for this browser session only, and opens the employer dashboard', async () => {
    const fetchMock = stubFetch(json(200, loginAnswer('employer')));
    const { router } = await openLogin();
    await signIn(' EMP-001 ', 'secret-pass-1');

    expect(await screen.findByRole('heading', { name: 'Stub employer dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.employerDashboard);
    expect(sentRequest(fetchMock)).toEqual({
      url: '/api/Login/login',
      method: 'POST',
      body: { pUserName: 'EMP-001', pPassword: 'secret-pass-1', rememberMe: false },
      authorization: null,
    });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('token-employer');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps the session after the browser closes when Remember me is ticked', async () => {
    const fetchMock = stubFetch(json(200, loginAnswer('learner')));
    await openLogin('/login?role=learner');
    await userEvent.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    await signIn('L-7K2Q', 'secret-pass-1');

    expect(await screen.findByRole('heading', { name: 'Stub learner dashboard' })).toBeInTheDocument();
    expect(sentRequest(fetchMock).body).toMatchObject({ rememberMe: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('token-learner');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('goes back to the page the guard stopped the user at', async () => {
    stubFetch(json(200, loginAnswer('employer')));
    const { router } = renderAuth('/employer-dashboard?tab=jobs');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await signIn();

    await screen.findByRole('heading', { name: 'Stub employer dashboard' });
    expect(router.state.location.search).toBe('?tab=jobs');
  });

  it('refuses a learner account on the employer form, keeps no session and ends it on the server', async () => {
    const fetchMock = stubFetch(json(200, loginAnswer('learner')), json(200, { success: true }));
    const { router } = await openLogin();
    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. This account is registered as a learner, not an employer. Please use the correct login form.',
    );
    expect(router.state.location.pathname).toBe(paths.login);
    expectNoSession();
    await waitFor(() =>
      expect(sentRequest(fetchMock, 1)).toMatchObject({ url: '/api/Login/logout', method: 'POST' }),
    );
    expect(sentRequest(fetchMock, 1).authorization).toBe('Bearer token-learner');
  });

  it('refuses an employer account on the learner form', async () => {
    stubFetch(json(200, loginAnswer('employer')));
    await openLogin('/login?role=learner');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(roleMismatchMessage('employer', 'learner'));
    expectNoSession();
  });

  it('refuses an admin account and points to the Admin Access page', async () => {
    stubFetch(json(200, loginAnswer('admin')));
    await openLogin();
    await signIn('admin', 'admin-pass-123');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(roleMismatchMessage('admin', 'employer'));
    expect(screen.getByRole('link', { name: 'Go to the Admin Access page' })).toHaveAttribute(
      'href',
      paths.adminLogin,
    );
    expectNoSession();
  });

  it.each([
    ['a missing token', json(200, { ...loginAnswer('employer'), token: '' }), MESSAGES.noJwtFromLogin],
    [
      'the 401 server text',
      json(401, { success: false, code: 'INVALID_CREDENTIALS', error: 'Wrong password.' }),
      'Wrong password.',
    ],
    ['a 401 without text', json(401), MESSAGES.invalidCredentials],
    [
      'the 429 server text',
      json(429, { success: false, code: 'RATE_LIMITED', error: MESSAGES.tooManyAttempts }),
      MESSAGES.tooManyAttempts,
    ],
    [
      'a 500',
      json(500, { success: false, code: 'INTERNAL', error: 'Internal' }),
      MESSAGES.loginFailedCheckCredentials,
    ],
    ['a network failure', offline(), MESSAGES.networkErrorTryAgain],
  ])('shows the right text for %s', async (_, answer, message) => {
    stubFetch(answer);
    await openLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectNoSession();
  });

  it("reads 'Signing in...' and is disabled while busy", async () => {
    const pending = deferred();
    stubFetch(() => pending.promise);
    await openLogin();
    await signIn();

    const busy = screen.getByRole('button', { name: MESSAGES.signingIn });
    expect(busy).toBeDisabled();
    pending.resolve(
      json(401, { success: false, code: 'INVALID_CREDENTIALS', error: MESSAGES.invalidCredentials }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });

  it('shows and hides the password', async () => {
    await openLogin();
    const input = screen.getByLabelText('Password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
