import { type Kysely, sql } from 'kysely';

// A learner's copy of their data lists the mail sent to their account. An address proves nothing (a
// profile's work email is typed, never verified), so each mail records the account it was for when it
// is queued: null for mail to no account (a contact message to support) and once the account is gone.
// Mail already queued is matched to the account whose verified sign-in address it went to.
const statements = [
  `ALTER TABLE outbox ADD COLUMN recipient_user_id integer REFERENCES users (id) ON DELETE SET NULL`,
  `CREATE INDEX outbox_recipient_user_idx ON outbox (recipient_user_id) WHERE recipient_user_id IS NOT NULL`,
  `UPDATE outbox SET recipient_user_id = u.id
    FROM users u
    WHERE lower(outbox.recipient) = lower(u.email) AND u.email_verified_at IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outbox DROP COLUMN IF EXISTS recipient_user_id`.execute(db);
}
