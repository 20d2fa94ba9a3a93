import type { TimesheetReminderKind, TimesheetStatus } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database, TimesheetDayRow } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The reminders' queries (issue 27): the months that exist (a month has a row once its learner
 * opened it) and the reminders already sent (0027), which a run records as it mails.
 */

/** A month's record as the learner's reminders read it. */
export interface MonthRecordRow {
  placement_id: number;
  status: TimesheetStatus;
  days: TimesheetDayRow[];
}

/** Every record of one month (`YYYY-MM`), whatever its state. */
export async function recordsOfMonth(db: Db, month: string): Promise<MonthRecordRow[]> {
  return db
    .selectFrom('timesheets')
    .select(['placement_id', 'status', 'days'])
    .where('month', '=', month)
    .execute();
}

/** The Submitted months up to `throughMonth` (the current one): waiting for their employer. */
export async function submittedMonths(db: Db, throughMonth: string) {
  return db
    .selectFrom('timesheets')
    .select(['placement_id', 'month', 'employer_user_id'])
    .where('status', '=', 'Submitted')
    .where('month', '<=', throughMonth)
    .orderBy('month')
    .orderBy('placement_id')
    .execute();
}

/** One reminder sent: what about, for which day, month and placement, to whom. */
export interface SentReminder {
  kind: TimesheetReminderKind;
  day: string;
  month: string;
  placementId: number;
  recipientUserId: number;
}

const REMINDER_COLUMNS = ['kind', 'day', 'month', 'placement_id', 'recipient_user_id'] as const;

function toSent(row: {
  kind: TimesheetReminderKind;
  day: string;
  month: string;
  placement_id: number;
  recipient_user_id: number;
}): SentReminder {
  return {
    kind: row.kind,
    day: row.day,
    month: row.month,
    placementId: row.placement_id,
    recipientUserId: row.recipient_user_id,
  };
}

/** The reminders of these kinds sent for `day`. */
export async function remindersSentFor(
  db: Db,
  kinds: readonly TimesheetReminderKind[],
  day: string,
): Promise<SentReminder[]> {
  const rows = await db
    .selectFrom('timesheet_reminders')
    .select(REMINDER_COLUMNS)
    .where('kind', 'in', [...kinds])
    .where('day', '=', day)
    .execute();
  return rows.map(toSent);
}

/**
 * Records reminders as sent, in the transaction that mails them, and answers those this call
 * recorded: a reminder another run recorded first (committed, or waited for) is left out, so only
 * one run mails it. Rows go in key order, so two runs lock them in the same order.
 */
export async function recordReminders(
  trx: Db,
  reminders: readonly SentReminder[],
  now: Date,
): Promise<SentReminder[]> {
  if (reminders.length === 0) return [];
  const sorted = [...reminders].sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) ||
      a.day.localeCompare(b.day) ||
      a.month.localeCompare(b.month) ||
      a.placementId - b.placementId ||
      a.recipientUserId - b.recipientUserId,
  );
  const rows = await trx
    .insertInto('timesheet_reminders')
    .values(
      sorted.map((r) => ({
        kind: r.kind,
        day: r.day,
        month: r.month,
        placement_id: r.placementId,
        recipient_user_id: r.recipientUserId,
        sent_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(REMINDER_COLUMNS)
    .execute();
  return rows.map(toSent);
}
