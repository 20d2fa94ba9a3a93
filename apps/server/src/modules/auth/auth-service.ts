import { MESSAGES, newPasswordProblem, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { consumeRateLimits, resetRateLimits } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recoveryMail } from '../../mail/templates.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import { toLoginUser } from './login-answer.ts';
import { createSession, revokeUserSessions } from './session-repository.ts';
import {
  findCompanyName,
  findUserById,
  findUserByUsername,
  isLearnerEmailTaken,
  updateUser,
} from './user-repository.ts';
import { startVerification } from './verification-service.ts';

const TEMP_PASSWORD_TTL_MS = 60 * 60 * 1000;
const WINDOW = 15 * 60;

export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
  ip: string;
}

/**
 * Signs in an approved account. A recovery's temporary password, once used, becomes the password;
 * until then the old one keeps working. Pending and rejected accounts cannot sign in.
 */
export async function login(db: Kysely<Database>, tokens: TokenService, input: LoginInput) {
  const name = input.username.trim().toLowerCase();
  const userKey = `login:user:${name}`;
  await consumeRateLimits(db, [
    { key: `login:ip:${input.ip}`, max: 30, windowSeconds: WINDOW },
    { key: userKey, max: 10, windowSeconds: WINDOW },
  ]);
  const user = await findUserByUsername(db, name);
  const usable = user && user.status === 'approved';
  const matchesPassword = await verifyPassword(
    usable ? user.password_hash : await decoyHash(),
    input.password,
  );
  const tempLive =
    usable && user.temp_password_expires_at !== null && user.temp_password_expires_at > new Date();
  const matchesTemp =
    !matchesPassword && tempLive && (await verifyPassword(user.temp_password_hash, input.password));
  if (!usable || !(matchesPassword || matchesTemp)) {
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  if (matchesTemp) {
    await updateUser(db, user.id, {
      password_hash: user.temp_password_hash,
      temp_password_hash: null,
      temp_password_expires_at: null,
    });
  }
  await resetRateLimits(db, [userKey]);
  const session = await createSession(db, user.id, input.remember);
  const token = await tokens.sign(session.id, user.id, session.expiresAt);
  const company = user.role === ROLE_IDS.employer ? await findCompanyName(db, user.id) : undefined;
  return { token, user: toLoginUser(user, company) };
}

/** The signed-in user, in the login answer's shape. */
export async function currentUser(db: Kysely<Database>, auth: AuthUser) {
  const user = await findUserById(db, auth.id);
  if (!user) throw forbidden();
  const company = user.role === ROLE_IDS.employer ? await findCompanyName(db, user.id) : undefined;
  return toLoginUser(user, company);
}

export interface RecoverInput {
  username: string;
  email: string;
  ip: string;
  loginUrl: string;
}

/** Mails a temporary password when username and email match an approved account; answers alike either way. */
export async function recoverPassword(db: Kysely<Database>, input: RecoverInput): Promise<void> {
  await consumeRateLimits(db, [
    { key: `recover:ip:${input.ip}`, max: 10, windowSeconds: WINDOW },
    { key: `recover:user:${input.username.trim().toLowerCase()}`, max: 3, windowSeconds: WINDOW },
  ]);
  const user = await findUserByUsername(db, input.username);
  const temp = randomPassword(12);
  const hashed = await hashPassword(temp);
  const matches =
    user?.status === 'approved' && user.email.toLowerCase() === input.email.trim().toLowerCase();
  if (!user || !matches) return;
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      temp_password_hash: hashed,
      temp_password_expires_at: new Date(Date.now() + TEMP_PASSWORD_TTL_MS),
    });
    await enqueueMail(
      trx,
      recoveryMail(user.email, user.first_name || user.username, user.username, temp, input.loginUrl),
    );
  });
}

/** The password rules of PRODUCT.md §3 (the domain's, with its messages), as one message or null. */
export function passwordProblem(password: string): string | null {
  return newPasswordProblem(password) ?? null;
}

function assertSelf(auth: AuthUser, username: string) {
  if (username.trim().toLowerCase() !== auth.username.toLowerCase()) {
    throw forbidden(MESSAGES.ownAccountOnly);
  }
}

/** Changes the caller's own password (domain rules) and ends the caller's other sessions. */
export async function changePassword(
  db: Kysely<Database>,
  auth: AuthUser,
  input: { username: string; oldPassword: string; newPassword: string },
): Promise<void> {
  assertSelf(auth, input.username);
  await consumeRateLimits(db, [{ key: `password:user:${auth.id}`, max: 10, windowSeconds: WINDOW }]);
  const problem =
    passwordProblem(input.newPassword) ??
    (input.newPassword === input.oldPassword ? MESSAGES.passwordSameAsCurrent : null);
  if (problem) throw badRequest(problem, { newPassword: problem });
  const user = await findUserById(db, auth.id);
  if (!user || !(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw badRequest(MESSAGES.currentPasswordIncorrect, { oldPassword: MESSAGES.currentPasswordIncorrect });
  }
  const hashed = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, {
      password_hash: hashed,
      temp_password_hash: null,
      temp_password_expires_at: null,
    });
    await revokeUserSessions(trx, user.id, auth.sessionId);
  });
}

/** Starts the change of the caller's own email: the new address gets a code; nothing changes until verified. */
export async function changeEmail(
  db: Kysely<Database>,
  auth: AuthUser,
  input: { username: string; oldEmail: string; newEmail: string; publicUrl: string },
): Promise<void> {
  assertSelf(auth, input.username);
  await consumeRateLimits(db, [{ key: `email:user:${auth.id}`, max: 5, windowSeconds: WINDOW }]);
  const user = await findUserById(db, auth.id);
  if (!user || user.email.toLowerCase() !== input.oldEmail.trim().toLowerCase()) {
    throw badRequest(MESSAGES.currentEmailMismatch, { poldEmail: MESSAGES.currentEmailMismatch });
  }
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(MESSAGES.emailSameAsCurrent, { pnewEmail: MESSAGES.emailSameAsCurrent });
  }
  if (user.role === ROLE_IDS.learner && (await isLearnerEmailTaken(db, newEmail))) {
    throw conflict(MESSAGES.learnerEmailTaken);
  }
  await db
    .transaction()
    .execute((trx) =>
      startVerification(
        trx,
        user,
        'change_email',
        newEmail,
        user.first_name || user.username,
        input.publicUrl,
      ),
    );
}
