import { MESSAGES, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomPassword } from '../../lib/random.ts';
import { consumeRateLimits, resetRateLimits } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recoveryMail } from '../../mail/templates.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import { toLoginUser } from './login-answer.ts';
import { createSession } from './session-repository.ts';
import { findCompanyName, findUserById, findUserByUsername, updateUser } from './user-repository.ts';

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
