import type { LoginAnswer } from '@ojt/domain';
import {
  type MeLoader,
  meUser,
  NO_TOKEN_MESSAGE,
  receivedText,
  type SessionState,
  type SessionUser,
  toSessionUser,
} from './session-user';
import { findItem, LEGACY_STORAGE_KEYS, removeItem, STORAGE_KEYS, writeItem } from './storage';

/** A token as the server issues it (a JWT); anything else in storage is cleared, not sent. */
const TOKEN_PATTERN = /^[\w.~+/=-]{1,4096}$/;

function clearStoredSession(): void {
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.name);
}

function errorStatus(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : 0;
  return typeof status === 'number' ? status : 0;
}

export interface SignInOptions {
  /** "Remember me": keep the session after the browser closes. */
  remember: boolean;
}

export function createSessionStore() {
  let state: SessionState = { status: 'restoring', user: null, token: null, signedOut: false };
  let persistent = false;
  let started = false;
  // What this tab learnt while signed in, kept in memory only and forgotten with the session.
  let updatedEmail: string | null = null;
  let linkToken: string | null = null;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const forget = () => {
    updatedEmail = null;
    linkToken = null;
  };
  const end = () => {
    clearStoredSession();
    forget();
    persistent = false;
    set({ status: 'ready', user: null, token: null, signedOut: true });
  };
  /** Still the same restore: no sign-in, sign-out or expiry happened while the call was out. */
  const stillChecking = (token: string) => state.token === token && state.user === null;

  const store = {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called when a 401 ends the session, before the session is cleared from the screen. */
    onExpired(listener: () => void): () => void {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    /** The start-up restore, once (the provider calls it on every render until it has run). */
    start(loadMe: MeLoader): void {
      if (started) return;
      started = true;
      store.restore(loadMe);
    },
    /**
     * Session restore (spec 1 §4, PRODUCT.md §3): removes what an earlier version stored; a stored
     * token is 'restoring' until GET /api/Login/me says whose it is. No token: nobody signed in.
     */
    restore(loadMe: MeLoader): void {
      started = true;
      for (const key of LEGACY_STORAGE_KEYS) removeItem(key);
      const stored = findItem(STORAGE_KEYS.token);
      const token = stored?.value.trim() ?? '';
      if (!stored || !TOKEN_PATTERN.test(token)) {
        clearStoredSession();
        persistent = false;
        set({ status: 'ready', user: null, token: null, signedOut: false });
        return;
      }
      persistent = stored.persistent;
      set({ status: 'restoring', user: null, token, signedOut: false });
      loadMe(token).then(
        (answer) => {
          if (!stillChecking(token)) return;
          const user = meUser(answer);
          if (!user) {
            set({ ...state, status: 'unavailable' });
            return;
          }
          writeItem(STORAGE_KEYS.name, user.name, persistent);
          set({ status: 'ready', user, token, signedOut: false });
        },
        (error: unknown) => {
          if (!stillChecking(token)) return;
          // 401 (already handled by the API client) or 403: the token no longer opens a session.
          const status = errorStatus(error);
          if (status === 401 || status === 403) store.expire(token);
          else set({ ...state, status: 'unavailable' });
        },
      );
    },
    /** Keeps the login answer (token and name in storage, the user in memory); throws when it has no token. */
    signIn(answer: LoginAnswer, { remember }: SignInOptions): SessionUser {
      const token = receivedText(answer.token);
      if (!token) throw new Error(NO_TOKEN_MESSAGE);
      const user = toSessionUser(answer);
      clearStoredSession();
      forget();
      persistent = remember;
      started = true;
      writeItem(STORAGE_KEYS.token, token, remember);
      writeItem(STORAGE_KEYS.name, user.name, remember);
      set({ status: 'ready', user, token, signedOut: false });
      return user;
    },
    /** Logout: clears the token, the name and everything this tab kept in memory. */
    signOut(): void {
      end();
    },
    /** A 401 on a call made with `token`: ends the session once and tells the listeners. */
    expire(token: string): boolean {
      if (!state.token || state.token !== token) return false;
      clearStoredSession();
      for (const listener of expiredListeners) listener();
      end();
      return true;
    },
    /** The new password is set: the session may do everything its role allows. */
    passwordChosen(): void {
      if (!state.user?.mustChangePassword) return;
      const { mustChangePassword: _done, ...user } = state.user;
      set({ ...state, user });
    },
    /** A call made with `token` was refused until the password is changed (403 PASSWORD_CHANGE_REQUIRED). */
    requirePasswordChange(token: string): void {
      if (state.token !== token || !state.user || state.user.mustChangePassword) return;
      set({ ...state, user: { ...state.user, mustChangePassword: true } });
    },
    /**
     * The signed-in employer saved its company profile: the header shows the new contact name (the
     * account's display name) and company name at once, as GET /api/Login/me would after a reload.
     */
    profileSaved({ name, company }: { name: string; company: string }): void {
      if (state.user?.role !== 'employer') return;
      const user = { ...state.user, name: name.trim() || state.user.name, company: company.trim() };
      writeItem(STORAGE_KEYS.name, user.name, persistent);
      set({ ...state, user });
    },
    /** A verified new email address: the session user shows it from now on. */
    changeEmail(email: string): void {
      updatedEmail = email;
      if (state.user) set({ ...state, user: { ...state.user, email } });
    },
    updatedEmail: (): string | null => updatedEmail,
    keepLinkToken(token: string): void {
      linkToken = token;
    },
    linkToken: (): string | null => linkToken,
    /** Back to the unrestored start state (tests). */
    reset(): void {
      persistent = false;
      started = false;
      forget();
      set({ status: 'restoring', user: null, token: null, signedOut: false });
    },
  };
  return store;
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The one session of this tab; the API client reads its token. */
export const sessionStore: SessionStore = createSessionStore();

/**
 * The email a user changed to (verified) in this tab, in memory only; the session user's email
 * already shows it. After a reload GET /api/Login/me gives the new address.
 */
export function rememberUpdatedEmail(email: string): void {
  sessionStore.changeEmail(email);
}
export function readUpdatedEmail(): string | null {
  return sessionStore.updatedEmail();
}

/**
 * The link token of a verification link opened while signed in (spec 1 §4 "Email verification"),
 * kept in memory for the manual code entry on the same page.
 */
export function rememberVerifyLinkToken(token: string): void {
  sessionStore.keepLinkToken(token);
}
export function readVerifyLinkToken(): string | null {
  return sessionStore.linkToken();
}
