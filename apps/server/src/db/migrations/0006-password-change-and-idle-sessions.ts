import { type Kysely, sql } from 'kysely';

// Issue 9, findings 4 and the idle-timeout item:
// - `password_change_required`: the account signed in with a mailed password (approval or recovery)
//   and can do nothing but choose its own until it has;
// - `password_expires_at`: a mailed approval password stops working when unused for 7 days;
// - a session ends after `idle_seconds` without a request (`last_seen_at`), besides its absolute expiry.
const statements = [
  `ALTER TABLE users ADD COLUMN password_change_required boolean NOT NULL DEFAULT false`,
  `ALTER TABLE users ADD COLUMN password_expires_at timestamptz`,
  `ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`,
  `ALTER TABLE sessions ADD COLUMN idle_seconds integer NOT NULL DEFAULT 7200`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions DROP COLUMN idle_seconds, DROP COLUMN last_seen_at`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN password_expires_at, DROP COLUMN password_change_required`.execute(
    db,
  );
}
