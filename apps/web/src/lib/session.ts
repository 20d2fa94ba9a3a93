import { isRole, type LoginAnswer, PUBLIC_MESSAGES, type Role, roleFromRoleId } from '@ojt/domain';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import {
  findItem,
  readItem,
  readJson,
  removeItem,
  STORAGE_KEYS,
  type StorageKey,
  writeItem,
  writeJson,
} from './storage';

export { STORAGE_KEYS } from './storage';

type Received<T> = { [K in keyof T]?: (T[K] extends object ? Received<T[K]> : T[K]) | null };

/** A login answer as it may arrive: any part of it missing (the mapping trusts nothing blindly). */
export type ReceivedLoginAnswer = Received<LoginAnswer>;

/** What the browser keeps about the signed-in user: display data only (PRODUCT.md §3). */
export interface SessionUser {
  /** The username (employer ID or learner ID, or the admin's username). */
  id: string;
  name: string;
  email: string;
  role: Role;
  company?: string;
}

export const ADMIN_PERMISSIONS = [
  'approve_employers',
  'approve_learners',
  'view_all',
  'manage_users',
] as const;
export type AdminSession = SessionUser & { role: 'admin'; permissions: readonly string[] };

export type SessionStatus = 'restoring' | 'ready';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** True once this tab signed out or its session expired: guards then send the user home, not to login. */
  signedOut: boolean;
}

export const NO_TOKEN_MESSAGE = PUBLIC_MESSAGES.noJwtFromLogin;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Maps the login answer to the session user (role from roleId: 1 employer, 2 learner, 3 admin). */
export function toSessionUser(answer: ReceivedLoginAnswer): SessionUser {
  const inner = answer.user?.user ?? {};
  const role = roleFromRoleId(answer.user?.systemRole?.roleId);
  const id = text(inner.userName);
  const name = [text(inner.firstname), text(inner.lastname)].filter(Boolean).join(' ') || id;
  const user: SessionUser = { id, name, email: text(inner.emailAddress), role };
  const company = text(inner.company);
  if (role === 'employer' && company) user.company = company;
  return user;
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.name === 'string' && isRole(v.role);
}

/** Only the display fields survive into storage, whatever else the value holds. */
function displayFields(value: SessionUser): SessionUser {
  const user: SessionUser = {
    id: value.id,
    name: value.name,
    email: typeof value.email === 'string' ? value.email : '',
    role: value.role,
  };
  if (typeof value.company === 'string' && value.company) user.company = value.company;
  return user;
}

const SESSION_KEYS: StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.adminSession,
  STORAGE_KEYS.userData,
  STORAGE_KEYS.updatedEmail,
  STORAGE_KEYS.verifyLinkToken,
];

function clearStoredSession(): void {
  for (const key of SESSION_KEYS) removeItem(key);
}

/** Session restore at start (spec 1 §4); anything unusable is cleared. */
function readStoredSession(): { user: SessionUser; token: string; persistent: boolean } | null {
  const token = findItem(STORAGE_KEYS.token);
  const admin = readJson(STORAGE_KEYS.adminSession);
  if (admin.status === 'ok' && isSessionUser(admin.value) && admin.value.role === 'admin' && token) {
    return { user: displayFields(admin.value), token: token.value, persistent: token.persistent };
  }
  if (admin.status !== 'missing') removeItem(STORAGE_KEYS.adminSession);

  const user = readJson(STORAGE_KEYS.user);
  if (user.status === 'ok' && isSessionUser(user.value) && token) {
    return { user: displayFields(user.value), token: token.value, persistent: token.persistent };
  }
  // An invalid value, a token without user data, or user data without a token.
  clearStoredSession();
  return null;
}

export interface SignInOptions {
  /** "Remember me": keep the session after the browser closes. */
  remember: boolean;
}

export function createSessionStore() {
  let state: SessionState = { status: 'restoring', user: null, token: null, signedOut: false };
  let persistent = false;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const end = () => {
    clearStoredSession();
    persistent = false;
    set({ status: 'ready', user: null, token: null, signedOut: true });
  };

  return {
    getState: (): SessionState => state,
    isPersistent: (): boolean => persistent,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Called when a 401 ends the session, before the session is cleared from the screen. */
    onExpired(listener: () => void): () => void {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    restore(): void {
      const stored = readStoredSession();
      persistent = stored?.persistent ?? false;
      set({ status: 'ready', user: stored?.user ?? null, token: stored?.token ?? null, signedOut: false });
    },
    /** Stores the login answer; throws when it has no token. Returns the session user. */
    signIn(answer: LoginAnswer, { remember }: SignInOptions): SessionUser {
      const token = text(answer.token);
      if (!token) throw new Error(NO_TOKEN_MESSAGE);
      const user = toSessionUser(answer);
      const inner = answer.user?.user;
      clearStoredSession();
      persistent = remember;
      writeItem(STORAGE_KEYS.token, token, remember);
      writeJson(STORAGE_KEYS.user, user, remember);
      writeJson(
        STORAGE_KEYS.userData,
        {
          userName: user.id,
          firstname: text(inner?.firstname),
          lastname: text(inner?.lastname),
          emailAddress: user.email,
          roleId: answer.user?.systemRole?.roleId ?? null,
          roleName: text(answer.user?.systemRole?.roleName),
        },
        remember,
      );
      if (user.role === 'admin') {
        const adminSession: AdminSession = { ...user, role: 'admin', permissions: ADMIN_PERMISSIONS };
        writeJson(STORAGE_KEYS.adminSession, adminSession, remember);
      }
      set({ status: 'ready', user, token, signedOut: false });
      return user;
    },
    /** Logout: clears the admin session, the token and the stored user data. */
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
    /** Back to the unrestored start state (tests). */
    reset(): void {
      persistent = false;
      set({ status: 'restoring', user: null, token: null, signedOut: false });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The one session of this tab; the API client reads its token. */
export const sessionStore: SessionStore = createSessionStore();

/** The email a user changed to, shown in place of the session email until they sign in again. */
export function rememberUpdatedEmail(email: string): void {
  writeItem(STORAGE_KEYS.updatedEmail, email, sessionStore.isPersistent());
}
export function readUpdatedEmail(): string | null {
  return readItem(STORAGE_KEYS.updatedEmail);
}

/** The link token of a verification link opened while signed in (spec 1 §4 "Email verification"). */
export function rememberVerifyLinkToken(token: string): void {
  writeItem(STORAGE_KEYS.verifyLinkToken, token, sessionStore.isPersistent());
}
export function readVerifyLinkToken(): string | null {
  return readItem(STORAGE_KEYS.verifyLinkToken);
}
export function clearVerifyLinkToken(): void {
  removeItem(STORAGE_KEYS.verifyLinkToken);
}

export interface SessionContextValue extends SessionState {
  signIn: SessionStore['signIn'];
  signOut: SessionStore['signOut'];
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  children?: ReactNode;
  /** Restore the stored session on first render (default). Tests pass false to see 'restoring'. */
  restore?: boolean;
}

export function SessionProvider({ children, restore = true }: SessionProviderProps) {
  // Restoring reads storage synchronously, so children never render with a half-known session.
  if (restore && sessionStore.getState().status === 'restoring') sessionStore.restore();
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn: sessionStore.signIn, signOut: sessionStore.signOut }),
    [state],
  );
  return createElement(SessionContext.Provider, { value }, children);
}

/** The current session: `{ status, user, token, signedOut, signIn(answer, { remember }), signOut() }`. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
