import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type Decision = 'approve' | 'reject';

/** How long a password mailed at approval works if unused. */
const MAILED_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Approves (setting the mailed password, to be changed at first sign-in) or rejects an account, only if it is still pending: of two
 * simultaneous decisions only one finds it so. False when it was no longer pending.
 */
export async function decidePendingUser(
  db: Kysely<Database>,
  userId: number,
  decision: Decision,
  passwordHash: string | null,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({
      status: decision === 'approve' ? 'approved' : 'rejected',
      // The mailed password is for the first sign-in only, and only for 7 days (issue 9).
      ...(passwordHash
        ? {
            password_hash: passwordHash,
            password_change_required: true,
            password_expires_at: new Date(now.getTime() + MAILED_PASSWORD_TTL_MS),
          }
        : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Records who decided what about an account, and the reason given for a rejection (issue 16). */
export async function recordDecision(
  db: Kysely<Database>,
  adminId: number,
  userId: number,
  decision: Decision,
  reason: string | null = null,
): Promise<void> {
  await db
    .insertInto('admin_decisions')
    .values({ admin_id: adminId, user_id: userId, decision, reason })
    .execute();
}

export async function setEmployerApprovalDate(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  await db.updateTable('employers').set({ approval_date: now }).where('user_id', '=', userId).execute();
}

export async function setLearnerStatus(db: Kysely<Database>, userId: number, status: number): Promise<void> {
  await db.updateTable('learners').set({ learner_status: status }).where('user_id', '=', userId).execute();
}

/** Whether the account's email address was confirmed (the bulk approval approves only those, issue 30). */
export async function isEmailConfirmed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return Boolean(row?.email_verified_at);
}
