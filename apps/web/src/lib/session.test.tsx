import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { loginAnswer, storeSession } from '../test/render-app';
import { NO_TOKEN_MESSAGE, sessionStore, toSessionUser, useSession } from './session';
import { STORAGE_KEYS } from './storage';

function WhoAmI() {
  const { status, user, token } = useSession();
  return (
    <p>{status === 'restoring' ? 'restoring' : user ? `${user.role}:${user.name}:${token}` : 'nobody'}</p>
  );
}

function renderSession() {
  return render(
    <AppProvider env="test">
      <WhoAmI />
    </AppProvider>,
  );
}

describe('session restore at start', () => {
  it('restores an admin session that holds role admin', () => {
    storeSession('admin', 'admin-token');
    renderSession();
    expect(screen.getByText('admin:Asha Ramdial:admin-token')).toBeInTheDocument();
  });

  it('restores a token plus stored user data with a role', () => {
    storeSession('employer', 'emp-token');
    renderSession();
    expect(screen.getByText('employer:Asha Ramdial:emp-token')).toBeInTheDocument();
  });

  it('clears an invalid stored value', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'tok');
    window.localStorage.setItem(STORAGE_KEYS.user, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.adminSession, '{"role":"employer","id":"x","name":"x"}');
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.adminSession)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('clears a token without user data', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'orphan');
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('clears user data without a role', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.token, 'tok');
    window.sessionStorage.setItem(STORAGE_KEYS.user, '{"id":"u","name":"U","email":"u@example.tt"}');
    renderSession();
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('signIn and remember me', () => {
  it('keeps the session in localStorage when "Remember me" is ticked', () => {
    sessionStore.signIn(loginAnswer('employer', 'remembered'), { remember: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('remembered');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user) ?? '')).toEqual({
      id: 'employer-1',
      name: 'Asha Ramdial',
      email: 'employer@example.tt',
      role: 'employer',
    });
  });

  it('keeps the session in sessionStorage when unticked, and restores it from there', () => {
    sessionStore.signIn(loginAnswer('learner', 'this-tab'), { remember: false });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe('this-tab');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    sessionStore.reset();
    renderSession();
    expect(screen.getByText('learner:Asha Ramdial:this-tab')).toBeInTheDocument();
  });

  it('stores an admin session object for admins', () => {
    sessionStore.signIn(loginAnswer('admin'), { remember: false });
    const admin = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.adminSession) ?? '');
    expect(admin).toMatchObject({ id: 'admin-1', role: 'admin' });
    expect(admin.permissions).toContain('approve_employers');
  });

  it('never stores identity numbers or date of birth', () => {
    const answer = loginAnswer('learner');
    Object.assign(answer.user?.user ?? {}, {
      nationalId: '19900101001',
      dob: '1990-01-01',
      passportNo: 'TA1',
    });
    sessionStore.signIn(answer, { remember: true });
    const stored = Object.values(STORAGE_KEYS)
      .map((key) => window.localStorage.getItem(key) ?? '')
      .join(' ');
    expect(stored).not.toMatch(/19900101001|1990-01-01|TA1|nationalId|dob/);
  });

  it('refuses an answer without a token', () => {
    expect(() => sessionStore.signIn({ ...loginAnswer('learner'), token: '' }, { remember: false })).toThrow(
      NO_TOKEN_MESSAGE,
    );
    expect(sessionStore.getState().user).toBeNull();
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
