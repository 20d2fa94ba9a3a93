import { type Kysely, sql } from 'kysely';

// Issue 31, the admin lists at a million rows (measured by `npm run bench:admin`). Each list pages by
// keyset on (its sort timestamp, its id): an index on both lets a page start at the cursor's row and
// read ten entries, either way. The Placements list's keys (created_at, id) are indexed since 0007,
// with each filter's column in front (status 0007, sector 0010, employer 0003). The searches use the
// trigram indexes of 0002 (learners' name, email and ID; employers' names, emails and ID) and 0007
// (positions' titles): none is missing. 0001's single-column indexes on the sort timestamps are
// replaced by these.
const statements = [
  'CREATE INDEX learners_registered_keyset_idx ON learners (date_registered DESC, user_id DESC)',
  'DROP INDEX IF EXISTS learners_date_registered_idx',
  'CREATE INDEX employers_app_date_keyset_idx ON employers (app_date DESC, user_id DESC)',
  'DROP INDEX IF EXISTS employers_app_date_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX learners_date_registered_idx ON learners (date_registered DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS learners_registered_keyset_idx`.execute(db);
  await sql`CREATE INDEX employers_app_date_idx ON employers (app_date DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS employers_app_date_keyset_idx`.execute(db);
}
