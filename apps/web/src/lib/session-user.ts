import {
  type LoginAnswer,
  type MeAnswer,
  ROLE_IDS,
  type Role,
  roleFromRoleId,
  SHELL_MESSAGES,
} from '@ojt/domain';

type Received<T> = { [K in keyof T]?: (T[K] extends object ? Received<T[K]> : T[K]) | null };

/** A login answer as it may arrive: any part of it missing (the mapping trusts nothing blindly). */
export type ReceivedLoginAnswer = Received<LoginAnswer>;

/** A GET /api/Login/me answer as it may arrive. */
export type ReceivedMeAnswer = Received<MeAnswer> | null | undefined;

/**
 * Asks the server whose a stored token is (GET /api/Login/me, lib/current-user.ts). It rejects with
 * the call's error; a 401 has already ended the session through the API client by then.
 */
export type MeLoader = (token: string) => Promise<ReceivedMeAnswer>;

/**
 * The signed-in user, in memory only (PRODUCT.md §3): from the login answer, or after a reload from
 * GET /api/Login/me. Storage keeps the token and the display name, nothing of this else.
 */
export interface SessionUser {
  /** The username (employer ID or learner ID, or the admin's username). */
  id: string;
  name: string;
  email: string;
  role: Role;
  company?: string;
  /** Signed in with a mailed password: nothing but choosing a new one until then. */
  mustChangePassword?: true;
}

/**
 * 'restoring': a stored token waits for GET /api/Login/me (guards show 'Loading...');
 * 'unavailable': that call failed without ending the session (offline, server error): guards offer
 * to try again; 'ready': `user` is known, or nobody is signed in.
 */
export type SessionStatus = 'restoring' | 'unavailable' | 'ready';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The bearer token: also while restoring, so that the check itself and early calls carry it. */
  token: string | null;
  /** True once this tab signed out or its session expired: guards then send the user home, not to login. */
  signedOut: boolean;
}

export const NO_TOKEN_MESSAGE = SHELL_MESSAGES.noJwtFromLogin;

/** A received string, trimmed; anything else is ''. */
export const receivedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Maps the login answer to the session user (role from roleId: 1 employer, 2 learner, 3 admin). */
export function toSessionUser(answer: ReceivedLoginAnswer): SessionUser {
  const inner = answer.user?.user ?? {};
  const role = roleFromRoleId(answer.user?.systemRole?.roleId);
  const id = receivedText(inner.userName);
  const name = [receivedText(inner.firstname), receivedText(inner.lastname)].filter(Boolean).join(' ') || id;
  const user: SessionUser = { id, name, email: receivedText(inner.emailAddress), role };
  const company = receivedText(inner.company);
  if (role === 'employer' && company) user.company = company;
  if (answer.mustChangePassword === true) user.mustChangePassword = true;
  return user;
}

const KNOWN_ROLE_IDS: readonly number[] = Object.values(ROLE_IDS);

/**
 * The user of a /me answer, or null when the answer names no account or no known role: a restored
 * session never guesses a role (the login mapping's "missing roleId is a learner" is not for this).
 */
export function meUser(answer: ReceivedMeAnswer): SessionUser | null {
  const roleId = answer?.user?.systemRole?.roleId;
  if (typeof roleId !== 'number' || !KNOWN_ROLE_IDS.includes(roleId)) return null;
  const user = toSessionUser({ user: answer?.user, mustChangePassword: answer?.mustChangePassword });
  return user.id ? user : null;
}
