import { MESSAGES, newPasswordProblem, ROLE_IDS } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from './session-repository.ts';
import { findUserById, isLearnerEmailTaken, updateUser } from './user-repository.ts';
import { startVerification } from './verification-service.ts';

const WINDOW = 15 * 60;

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
