import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

// Each delete answers how many rows it removed. Every condition names a moment before `cutoff`, so a
// row that is still live (or only just ended) is never touched.

/** Deletes the rate-limit counters whose window started before `cutoff`. */
export async function deleteRateLimitsStartedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the usernames reserved by sign-ups before `cutoff`, as the unverified sign-ups of then go. */
export async function deleteReservedUsernamesBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('reserved_usernames')
    .where('reserved_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sessions that expired or were revoked before `cutoff`. */
export async function deleteSessionsEndedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', cutoff),
        eb('revoked_at', '<', cutoff),
        eb(sql<Date>`last_seen_at + idle_seconds * interval '1 second'`, '<', cutoff),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the email verifications used before `cutoff`, or whose link and code both expired before it. */
export async function deleteVerificationsEndedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('email_verifications')
    .where((eb) =>
      eb.or([
        eb('consumed_at', '<', cutoff),
        eb.and([eb('link_expires_at', '<', cutoff), eb('code_expires_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the outbox rows delivered before `cutoff` (their bodies were already cleared when sent). */
export async function deleteMailSentBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Clears the bodies (text, html, console note, attachments) of the mail that failed for good and was
 * queued before `cutoff`: they may hold a contact message, a mailed password or a code. The row stays
 * for the admin Overview's failed count and the learner's list of their mail; a mail for no account
 * (a contact message to support) loses its subject too, as the sender wrote it. Answers how many rows
 * it cleared; a cleared row is not counted again.
 */
export async function clearFailedMailBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set((eb) => ({
      text_body: '',
      html_body: null,
      console_note: null,
      attachments: null,
      subject: eb.case().when('recipient_user_id', 'is', null).then('').else(eb.ref('subject')).end(),
    }))
    .where('status', '=', 'failed')
    .where('created_at', '<', cutoff)
    .where((eb) =>
      eb.or([
        eb('text_body', '<>', ''),
        eb('html_body', 'is not', null),
        eb('console_note', 'is not', null),
        eb('attachments', 'is not', null),
        eb.and([eb('recipient_user_id', 'is', null), eb('subject', '<>', '')]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the verification links remembered (migration 0015) that were used or expired before `cutoff`. */
export async function deleteVerificationLinksEndedBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('verification_links')
    .where((eb) => eb.or([eb('used_at', '<', cutoff), eb('expires_at', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the contact-form messages sent before `cutoff` (each was mailed to support when sent). */
export async function deleteContactMessagesBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('contact_messages').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the withdrawal codes (issue 11) that expired before `cutoff`. */
export async function deleteWithdrawalCodesExpiredBefore(
  db: Kysely<Database>,
  cutoff: Date,
): Promise<number> {
  const result = await db
    .deleteFrom('signup_withdrawals')
    .where('expires_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An account a retention rule deleted: its number and role, enough to record it; nothing personal. */
export interface DeletedSignup {
  id: number;
  role: number;
}

/**
 * The sign-ups retention may delete: employers and learners (never admins) that were never approved
 * and hold nothing the programme must keep: no application of a learner, no position of an employer.
 */
function unapprovedSignups(db: Kysely<Database>, adminRole: number) {
  return db
    .deleteFrom('users')
    .where('role', '<>', adminRole)
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(eb.selectFrom('placements').select('id').whereRef('learner_user_id', '=', 'users.id')),
        ),
        eb.not(
          eb.exists(
            eb.selectFrom('job_positions').select('id').whereRef('employer_user_id', '=', 'users.id'),
          ),
        ),
      ]),
    );
}

/**
 * Deletes the pending sign-ups whose address was never verified and that were made before `cutoff`,
 * with everything that cascades from the account. One idempotent statement: instances running it at
 * once delete each account once, and each answers only the rows it deleted.
 */
export async function deleteUnverifiedSignupsBefore(
  db: Kysely<Database>,
  cutoff: Date,
  adminRole: number,
): Promise<DeletedSignup[]> {
  return unapprovedSignups(db, adminRole)
    .where('status', '=', 'pending')
    .where('email_verified_at', 'is', null)
    .where('created_at', '<', cutoff)
    .returning(['id', 'role'])
    .execute();
}

/**
 * Deletes the rejected sign-ups whose rejection (the newest reject decision, else the account's last
 * change) came before `cutoff`, as `deleteUnverifiedSignupsBefore` does.
 */
export async function deleteRejectedSignupsBefore(
  db: Kysely<Database>,
  cutoff: Date,
  adminRole: number,
): Promise<DeletedSignup[]> {
  return unapprovedSignups(db, adminRole)
    .where('status', '=', 'rejected')
    .where(
      sql<Date>`coalesce((SELECT max(d.created_at) FROM admin_decisions d WHERE d.user_id = users.id AND d.decision = 'reject'), users.updated_at)`,
      '<',
      cutoff,
    )
    .returning(['id', 'role'])
    .execute();
}

/**
 * Deletes the records of attendance reminders sent before `cutoff` (issue 27): a row only stops a
 * reminder going twice on its day, so once the month is long past it guards nothing.
 */
export async function deleteTimesheetRemindersBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('timesheet_reminders').where('sent_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
