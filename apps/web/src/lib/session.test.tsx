import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { deferred, json, offline, sentRequest, stubFetch } from '../test/fetch-mock';
import { loginAnswer, meAnswer, storageContents, storeToken } from '../test/render-app';
import { getCurrentUser } from './current-user';
import { useSession } from './session';
import {
  readUpdatedEmail,
  readVerifyLinkToken,
  rememberUpdatedEmail,
  rememberVerifyLinkToken,
  sessionStore,
} from './session-store';
import { NO_TOKEN_MESSAGE, toSessionUser } from './session-user';
import { LEGACY_STORAGE_KEYS, STORAGE_KEYS } from './storage';

function WhoAmI() {
  const { status, user, token } = useSession();
  if (status !== 'ready') return <p>{status}</p>;
  return <p>{user ? `${user.role}:${user.name}:${user.email}:${token}` : 'nobody'}</p>;
}

function renderSession() {
  return render(
    <AppProvider env="test">
      <WhoAmI />
    </AppProvider>,
  );
}

const local = () => storageContents(window.localStorage);
const session = () => storageContents(window.sessionStorage);

describe('session restore at start', () => {
  it("is 'restoring' until GET /api/Login/me answers, then keeps the user in memory only", async () => {
    storeToken('emp-token');
    const me = deferred();
    const fetchMock = stubFetch(() => me.promise);
    renderSession();

    expect(screen.getByText('restoring')).toBeInTheDocument();
    // The API client loads on demand (it stays out of the landing page's script).
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentRequest(fetchMock)).toMatchObject({
      url: '/api/Login/me',
      method: 'GET',
      authorization: 'Bearer emp-token',
    });

    await act(async () => me.resolve(json(200, meAnswer('employer'))));
    expect(
      await screen.findByText('employer:Asha Ramdial:employer@example.tt:emp-token'),
    ).toBeInTheDocument();
    expect(local()).toEqual({ [STORAGE_KEYS.token]: 'emp-token', [STORAGE_KEYS.name]: 'Asha Ramdial' });
    expect(session()).toEqual({});
  });

  it('restores an admin from the /me answer, and keeps the name /me gives', async () => {
    storeToken('admin-token', 'Old Name');
    stubFetch(json(200, meAnswer('admin')));
    renderSession();
    expect(await screen.findByText('admin:Asha Ramdial:admin@example.tt:admin-token')).toBeInTheDocument();
    expect(local()).toEqual({ [STORAGE_KEYS.token]: 'admin-token', [STORAGE_KEYS.name]: 'Asha Ramdial' });
  });

  it('removes every key an earlier version stored, from both areas', async () => {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of LEGACY_STORAGE_KEYS) storage.setItem(key, '{"email":"old@example.tt"}');
    }
    storeToken('tok');
    stubFetch(json(200, meAnswer('learner')));
    renderSession();
    expect(await screen.findByText('learner:Asha Ramdial:learner@example.tt:tok')).toBeInTheDocument();
    expect(local()).toEqual({ [STORAGE_KEYS.token]: 'tok', [STORAGE_KEYS.name]: 'Asha Ramdial' });
    expect(session()).toEqual({});
  });

  it('removes old keys when nobody is signed in too', () => {
    window.localStorage.setItem('ojt.user', '{"id":"u","name":"U","role":"learner"}');
    window.sessionStorage.setItem('ojt.verifyLinkToken', 'link-token-1234567890');
    const fetchMock = stubFetch();
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(local()).toEqual({});
    expect(session()).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty token', ''],
    ['a token with spaces and a line break', 'not a\ntoken'],
    ['a token that is too long', 'a'.repeat(5000)],
  ])('clears %s without asking the server', (_, token) => {
    storeToken(token);
    const fetchMock = stubFetch();
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(local()).toEqual({});
  });

  it('clears a name without a token', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.name, 'Asha Ramdial');
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(session()).toEqual({});
  });

  it.each([
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
  ])('ends the session when /me answers %i, telling the expired-session listeners', async (status, code) => {
    storeToken('stale');
    stubFetch(json(status, { success: false, error: 'No session', code }));
    const expired = vi.fn();
    const stop = sessionStore.onExpired(expired);
    renderSession();

    expect(await screen.findByText('nobody')).toBeInTheDocument();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, signedOut: true });
    expect(local()).toEqual({});
    stop();
  });

  it("is 'unavailable' when /me cannot be reached, keeps the token, and restores on a new try", async () => {
    storeToken('tok');
    const fetchMock = stubFetch(offline(), json(200, meAnswer('learner')));
    renderSession();

    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    expect(local()).toEqual({ [STORAGE_KEYS.token]: 'tok', [STORAGE_KEYS.name]: 'Asha Ramdial' });

    act(() => sessionStore.restore(getCurrentUser));
    expect(await screen.findByText('learner:Asha Ramdial:learner@example.tt:tok')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no role', { user: { user: { userName: 'L7', firstname: 'A', lastname: 'B', emailAddress: '' } } }],
    ['an unknown role', { user: { systemRole: { roleId: 9 }, user: { userName: 'L7' } } }],
    ['no username', { user: { systemRole: { roleId: 3 }, user: { userName: ' ' } } }],
    ['no body', undefined],
  ])('never guesses a role: a /me answer with %s leaves the session unavailable', async (_, body) => {
    storeToken('tok');
    stubFetch(json(200, body));
    renderSession();
    expect(await screen.findByText('unavailable')).toBeInTheDocument();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('does not bring back a session signed out while /me was out', async () => {
    storeToken('tok');
    const me = deferred();
    stubFetch(() => me.promise);
    renderSession();
    act(() => sessionStore.signOut());
    await act(async () => me.resolve(json(200, meAnswer('admin'))));
    await waitFor(() => expect(screen.getByText('nobody')).toBeInTheDocument());
    expect(local()).toEqual({});
  });
});

describe('signIn and remember me', () => {
  it('keeps only the token and the name, in localStorage, when "Remember me" is ticked', () => {
    const user = sessionStore.signIn(loginAnswer('employer', 'remembered'), { remember: true });
    expect(local()).toEqual({ [STORAGE_KEYS.token]: 'remembered', [STORAGE_KEYS.name]: 'Asha Ramdial' });
    expect(session()).toEqual({});
    expect(user).toEqual({
      id: 'employer-1',
      name: 'Asha Ramdial',
      email: 'employer@example.tt',
      role: 'employer',
    });
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', user, token: 'remembered' });
  });

  it('keeps them in sessionStorage when unticked, and restores from there through /me', async () => {
    sessionStore.signIn(loginAnswer('learner', 'this-tab'), { remember: false });
    expect(session()).toEqual({ [STORAGE_KEYS.token]: 'this-tab', [STORAGE_KEYS.name]: 'Asha Ramdial' });
    expect(local()).toEqual({});

    sessionStore.reset();
    const fetchMock = stubFetch(json(200, meAnswer('learner')));
    renderSession();
    expect(await screen.findByText('learner:Asha Ramdial:learner@example.tt:this-tab')).toBeInTheDocument();
    expect(sentRequest(fetchMock).authorization).toBe('Bearer this-tab');
    expect(session()).toEqual({ [STORAGE_KEYS.token]: 'this-tab', [STORAGE_KEYS.name]: 'Asha Ramdial' });
  });

  it("keeps an admin's user in memory only", () => {
    sessionStore.signIn(loginAnswer('admin'), { remember: false });
    expect(session()).toEqual({ [STORAGE_KEYS.token]: 'token-admin', [STORAGE_KEYS.name]: 'Asha Ramdial' });
    expect(sessionStore.getState().user).toMatchObject({ id: 'admin-1', role: 'admin' });
  });

  it('never stores the username, email, role, identity numbers or date of birth', () => {
    const answer = loginAnswer('learner', 'opaque-token');
    Object.assign(answer.user?.user ?? {}, {
      nationalId: '19900101001',
      dob: '1990-01-01',
      passportNo: 'TA1',
    });
    sessionStore.signIn(answer, { remember: true });
    const stored = JSON.stringify([local(), session()]);
    expect(stored).not.toMatch(/19900101001|1990-01-01|TA1|learner-1|example\.tt|learner|role/i);
  });

  it('refuses an answer without a token', () => {
    expect(() => sessionStore.signIn({ ...loginAnswer('learner'), token: '' }, { remember: false })).toThrow(
      NO_TOKEN_MESSAGE,
    );
    expect(sessionStore.getState().user).toBeNull();
    expect(local()).toEqual({});
  });
});

describe('what a tab learns while signed in stays in memory', () => {
  it('a verified new email shows in the session user, is not stored, and is forgotten at logout', () => {
    sessionStore.signIn(loginAnswer('employer'), { remember: true });
    rememberUpdatedEmail('new@example.tt');

    expect(readUpdatedEmail()).toBe('new@example.tt');
    expect(sessionStore.getState().user?.email).toBe('new@example.tt');
    expect(JSON.stringify([local(), session()])).not.toContain('new@example.tt');

    sessionStore.signOut();
    expect(readUpdatedEmail()).toBeNull();
  });

  it('the link token of a verification link is not stored, and is forgotten at the next sign-in', () => {
    sessionStore.signIn(loginAnswer('learner'), { remember: true });
    rememberVerifyLinkToken('link-token-abcdefghijklmnop');

    expect(readVerifyLinkToken()).toBe('link-token-abcdefghijklmnop');
    expect(JSON.stringify([local(), session()])).not.toContain('link-token');

    sessionStore.signIn(loginAnswer('employer'), { remember: false });
    expect(readVerifyLinkToken()).toBeNull();
  });
});

describe('toSessionUser', () => {
  it("keeps an employer's company name", () => {
    const answer = loginAnswer('employer');
    Object.assign(answer.user?.user ?? {}, { company: 'Caribbean Foods Ltd' });
    expect(toSessionUser(answer)).toMatchObject({ role: 'employer', company: 'Caribbean Foods Ltd' });
  });

  it('maps roleId 1, 2, 3 to employer, learner, admin and a missing roleId to learner', () => {
    expect(toSessionUser(loginAnswer('employer')).role).toBe('employer');
    expect(toSessionUser(loginAnswer('learner')).role).toBe('learner');
    expect(toSessionUser(loginAnswer('admin')).role).toBe('admin');
    expect(toSessionUser({ token: 't', user: { user: { userName: 'L7' } } })).toEqual({
      id: 'L7',
      name: 'L7',
      email: '',
      role: 'learner',
    });
  });
});
