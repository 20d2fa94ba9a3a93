import { type Kysely, sql } from 'kysely';

// A username that a sign-up answered with but did not save (its address was already registered):
// held like a pending account's, so that whether a later sign-up may take it does not tell that the
// address was known. Kept as long as an unverified sign-up (RETENTION_UNVERIFIED_DAYS), then pruned.
// Stored lower-cased: usernames are unique whatever their case.
const statements = [
  `CREATE TABLE reserved_usernames (
    username text PRIMARY KEY CHECK (username = lower(username)),
    reserved_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX reserved_usernames_reserved_at_idx ON reserved_usernames (reserved_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS reserved_usernames`.execute(db);
}
