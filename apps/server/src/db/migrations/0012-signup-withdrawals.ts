import { type Kysely, sql } from 'kysely';

// Issue 11, withdrawing a sign-up: the 6-digit code mailed to a learner who asks to withdraw a
// sign-up that was never approved. One row per account (a new request replaces the code); it goes
// with the account. Kept apart from email_verifications so that a withdrawal code can never be
// taken for an email verification, nor the other way round.
const statements = [
  `CREATE TABLE signup_withdrawals (
    user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    expires_at timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX signup_withdrawals_expires_idx ON signup_withdrawals (expires_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS signup_withdrawals`.execute(db);
}
