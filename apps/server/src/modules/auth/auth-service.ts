import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGES, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, rateLimited } from '../../lib/app-error.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import {
  decoyHash,
  hashOneTimeSecret,
  hashPassword,
  matchesOneTimeSecret,
  verifyPassword,
} from '../../lib/passwords.ts';
import { randomPassword, sha256 } from '../../lib/random.ts';
import { consumeRateLimits, refundRateLimits, takeSilentQuota } from '../../lib/rate-limit.ts';
import type { AuthUser, TokenService } from '../../plugins/auth.ts';
import { toLoginUser } from './login-answer.ts';
import { newSessionTimes, revokeUserSessions } from './session-repository.ts';
import { startSignedInSession, takeSignInAttempt } from './sign-in-repository.ts';
import { sessionIdleSeconds, signInDelayMs, signInLimits } from './sign-in-throttle.ts';
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
 * Signs in an approved account. Both the password (argon2) and the recovery's temporary password (a
 * digest: lib/passwords.ts) are checked on every attempt, decoys standing in for what the account
 * lacks, so the work and the time are the same whoever asks; one argon2 check per attempt. A temporary
 * password, once used, becomes the password and ends the account's other sessions; until then the old
 * one keeps working. A mailed password (approval or recovery) leads to choosing a new one: the answer
 * says `mustChangePassword` and the session can do nothing else until then. An approval password left
 * unused for 7 days no longer signs in. Failures are counted per account-and-address, per address and
 * per account (see sign-in-throttle.ts), each attempt taking its place in those counts before its
 * password is checked.
 */
export async function login({ db, clock }: Deps, tokens: TokenService, input: LoginInput) {
  const name = input.username.trim().toLowerCase();
  const limits = signInLimits(name, input.ip);
  // The request counted, the failure slots taken and the account read: one round trip.
  const attempt = await takeSignInAttempt(db, limits, name);
  const { pair, address, account } = attempt.slots;
  if (attempt.requests > limits.requests.max || pair === undefined) throw rateLimited();
  if (address === undefined || account === undefined) {
    // Refused by the address's limit after taking the pair's place: a refusal is no failure.
    await refundRateLimits(db, [limits.pair.key]);
    throw rateLimited();
  }
  // No timer when there is no wait: even a 0 ms one costs every sign-in a turn of the event loop (1 ms).
  // The account's failures before this attempt, parallel attempts taken first included.
  const delayMs = signInDelayMs(account - 1);
  if (delayMs > 0) await sleep(delayMs);

  const user = attempt.user;
  const usable = user !== undefined && user.status === 'approved';
  const now = clock.now();
  const tempLive = usable && user.temp_password_expires_at !== null && user.temp_password_expires_at > now;
  const matchesPassword = await verifyPassword(
    usable ? user.password_hash : await decoyHash(),
    input.password,
  );
  const matchesTemp = matchesOneTimeSecret(tempLive ? user.temp_password_hash : null, input.password);
  // A failure keeps the slots it took.
  if (!usable || !(matchesPassword || matchesTemp)) {
    throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
  if (!matchesTemp && user.password_expires_at !== null && user.password_expires_at <= now) {
    await refundRateLimits(db, [limits.pair.key, limits.address.key, limits.account.key]);
    throw new AppError('PASSWORD_EXPIRED', MESSAGES.mailedPasswordExpired);
  }
  const mustChangePassword = matchesTemp || user.password_change_required;
  // The temporary password becomes the password (until the forced change), so it is argon2-hashed
  // now: only on this rare success, after the answer to any wrong guess would have gone.
  const newPasswordHash = matchesTemp ? await hashPassword(input.password) : undefined;
  const session = {
    ...newSessionTimes(input.remember, now),
    userId: user.id,
    persistent: input.remember,
    idleSeconds: sessionIdleSeconds(user.role, input.remember),
  };
  // One statement makes the session and gives the slots back; the temporary password's switch needs
  // a transaction around it.
  if (newPasswordHash) {
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, now, user.id, {
        password_hash: newPasswordHash,
        temp_password_hash: null,
        temp_password_expires_at: null,
        password_change_required: true,
        password_expires_at: null,
      });
      await revokeUserSessions(trx, user.id, now);
      await startSignedInSession(trx, limits, session);
    });
  } else {
    await startSignedInSession(db, limits, session);
  }
  const token = await tokens.sign(session.id, user.id, session.expiresAt);
  const company = user.role === ROLE_IDS.employer ? attempt.companyName : undefined;
  return {
    token,
    user: toLoginUser(user, company),
    ...(mustChangePassword ? { mustChangePassword: true as const } : {}),
  };
}

/** The signed-in user, in the login answer's shape. */
export async function currentUser({ db }: Deps, auth: AuthUser) {
  const user = await findUserById(db, auth.id);
  if (!user) throw forbidden();
  const company = user.role === ROLE_IDS.employer ? await findCompanyName(db, user.id) : undefined;
  return {
    user: toLoginUser(user, company),
    ...(user.password_change_required ? { mustChangePassword: true as const } : {}),
  };
}

export interface RecoverInput {
  username: string;
  email: string;
  ip: string;
  loginUrl: string;
  /** Runs work whose only effect is mail after the answer has gone (`OutboxWorker.afterAnswer`). */
  afterAnswer: (task: () => Promise<void>) => void;
}

/**
 * Mails a temporary password when username and email match an approved account; answers alike
 * either way. Limits count per client address and per username-and-email pair from that address
 * (never per username or pair alone, so a stranger who knows both cannot use up its owner's
 * recoveries), and they are all that runs before the answer: the look-up, the write and the mail
 * follow it (`afterAnswer`), so the answer's timing tells nothing. However many addresses ask, an
 * account gets at most RECOVERY_MAILS temporary passwords a window; beyond that nothing happens.
 */
export async function recoverPassword(deps: Deps, input: RecoverInput): Promise<void> {
  const { db } = deps;
  const pair = JSON.stringify([input.username.trim().toLowerCase(), input.email.trim().toLowerCase()]);
  const address = rateLimitAddress(input.ip);
  await consumeRateLimits(db, [
    { key: `recover:ip:${address}`, max: 10, windowSeconds: WINDOW },
    { key: `recover:pair:${sha256(pair)}:ip:${address}`, max: 3, windowSeconds: WINDOW },
  ]);
  input.afterAnswer(() => mailTemporaryPassword(deps, input));
}

/**
 * Temporary passwords one account may be mailed in a window, whoever asks: more than one client
 * address may ask for, so a stranger at one address cannot use up what its owner gets.
 */
const RECOVERY_MAILS = 5;

async function mailTemporaryPassword({ db, clock, notify }: Deps, input: RecoverInput): Promise<void> {
  const user = await findUserByUsername(db, input.username);
  const matches =
    user?.status === 'approved' && user.email.toLowerCase() === input.email.trim().toLowerCase();
  if (!user || !matches) return;
  const temp = randomPassword(12);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    const quota = { key: `recover:mail:user:${user.id}`, max: RECOVERY_MAILS, windowSeconds: WINDOW };
    if (!(await takeSilentQuota(trx, quota))) return;
    await updateUser(trx, now, user.id, {
      temp_password_hash: hashOneTimeSecret(temp),
      temp_password_expires_at: new Date(now.getTime() + TEMP_PASSWORD_TTL_MS),
    });
    await notify(
      trx,
      { kind: 'recovery', username: user.username, password: temp, loginUrl: input.loginUrl },
      { userId: user.id, email: user.email, name: user.first_name || user.username },
    );
  });
}

/** Ends every live session of the account (a rejected or removed account), in the caller's transaction. */
export async function endAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await revokeUserSessions(db, userId, now);
}
