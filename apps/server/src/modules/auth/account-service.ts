import { MESSAGES, normalizeEmail, ROLE_IDS, sameUsername } from '@ojt/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits, takeSilentQuota } from '../../lib/rate-limit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findLearnerByEmail } from '../accounts/directory-service.ts';
import { revokeUserSessions } from './session-repository.ts';
import { findUserById, updateUser } from './user-repository.ts';
import type { VerificationCodes } from './verification-code.ts';
import { startVerification } from './verification-service.ts';

const WINDOW = 15 * 60;
/** Notices to the owner of an address others ask to move their account to: told, not flooded. */
const OWNER_NOTICES = { max: 3, windowSeconds: 24 * 60 * 60 };

/** 403 unless `username` (an account call's pUserName) names the caller; usernames ignore case. */
export function assertSelf(auth: AuthUser, username: string) {
  if (!sameUsername(username, auth.username)) {
    throw forbidden(MESSAGES.ownAccountOnly);
  }
}

/**
 * Changes the caller's own password (the domain's rules with the server's common list and the
 * caller's username, names and email) and ends the caller's other sessions.
 */
export async function changePassword(
  { db, clock }: Deps,
  auth: AuthUser,
  input: { username: string; oldPassword: string; newPassword: string },
): Promise<void> {
  assertSelf(auth, input.username);
  await consumeRateLimits(db, [{ key: `password:user:${auth.id}`, max: 10, windowSeconds: WINDOW }]);
  const user = await findUserById(db, auth.id);
  const owner = {
    username: auth.username,
    firstName: user?.first_name,
    lastName: user?.last_name,
    email: user?.email,
  };
  const problem =
    passwordProblem(input.newPassword, owner) ??
    (input.newPassword === input.oldPassword ? MESSAGES.passwordSameAsCurrent : null);
  if (problem) throw badRequest(problem, { newPassword: problem });
  if (!user || !(await verifyPassword(user.password_hash, input.oldPassword))) {
    throw badRequest(MESSAGES.currentPasswordIncorrect, { oldPassword: MESSAGES.currentPasswordIncorrect });
  }
  const hashed = await hashPassword(input.newPassword);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, now, user.id, {
      password_hash: hashed,
      temp_password_hash: null,
      temp_password_expires_at: null,
      password_change_required: false,
      password_expires_at: null,
    });
    await revokeUserSessions(trx, user.id, now, auth.sessionId);
  });
}

/**
 * Starts the change of the caller's own email: the new address gets a code; nothing changes until
 * verified. Another learner's address is answered alike, its owner told instead (`noticeAddressOwner`). The current password is checked first (ASVS 7.5.1), so a stolen session alone learns
 * nothing (not whether an address is the account's or another learner's); every attempt, a wrong
 * password included, counts against the account's limit of 5 per 15 minutes.
 */
export async function changeEmail(
  deps: Deps,
  codes: VerificationCodes,
  auth: AuthUser,
  input: { username: string; password: string; oldEmail: string; newEmail: string },
): Promise<void> {
  const { db } = deps;
  assertSelf(auth, input.username);
  await consumeRateLimits(db, [{ key: `email:user:${auth.id}`, max: 5, windowSeconds: WINDOW }]);
  const user = await findUserById(db, auth.id);
  if (!user || !(await verifyPassword(user.password_hash, input.password))) {
    throw badRequest(MESSAGES.currentPasswordIncorrect, { pPassword: MESSAGES.currentPasswordIncorrect });
  }
  if (user.email.toLowerCase() !== input.oldEmail.trim().toLowerCase()) {
    throw badRequest(MESSAGES.currentEmailMismatch, { poldEmail: MESSAGES.currentEmailMismatch });
  }
  const newEmail = input.newEmail.trim();
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw badRequest(MESSAGES.emailSameAsCurrent, { pnewEmail: MESSAGES.emailSameAsCurrent });
  }
  const owner = user.role === ROLE_IDS.learner ? await findLearnerByEmail(db, newEmail) : undefined;
  await db.transaction().execute(async (trx) => {
    if (owner) {
      await noticeAddressOwner(deps, trx, owner, newEmail);
      return;
    }
    await startVerification(
      deps,
      trx,
      codes,
      user,
      'change_email',
      newEmail,
      user.first_name || user.username,
    );
  });
}

/**
 * Another learner's address was asked for: the caller is answered as if the code was sent, nothing
 * is saved that could complete the change, and only the address's owner is told (at most
 * OWNER_NOTICES.max times a day), so the answer never says whose an address is.
 */
async function noticeAddressOwner(
  { publicUrl, notify }: Deps,
  trx: Transaction<Database>,
  owner: { userId: number; username: string; name: string },
  email: string,
): Promise<void> {
  const to = normalizeEmail(email);
  const notices = { key: `email-taken:${to}`, ...OWNER_NOTICES };
  if (!(await takeSilentQuota(trx, notices))) return;
  await notify(
    trx,
    { kind: 'email-change-address-taken', owner, loginUrl: `${publicUrl}/login` },
    { userId: owner.userId, email: to },
  );
}
