import { type Kysely, sql } from 'kysely';

// Issue 27, reminders by mail for the monthly attendance record: what was sent, so that a reminder
// goes once. One row per reminder kind, placement, month, the day it was due and the person it went
// to; a run inserts its rows ON CONFLICT DO NOTHING and mails only for the rows it inserted, in the
// same transaction, so two runs (or two portal instances) never send the same reminder twice. The
// key starts with the kind and the day, which is how a run asks what was sent today.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE timesheet_reminders (
    kind text NOT NULL CHECK (kind IN ('nothing-saved', 'not-submitted', 'waiting')),
    day date NOT NULL,
    month char(7) NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    recipient_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    sent_at timestamptz NOT NULL,
    PRIMARY KEY (kind, day, month, placement_id, recipient_user_id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS timesheet_reminders`.execute(db);
}
