import { type Kysely, sql } from 'kysely';

// An employer sees a learner's disability only when the learner chose to share it (their consent,
// given on My Profile). Off for every learner until they turn it on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE learners ADD COLUMN share_disability boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE learners DROP COLUMN IF EXISTS share_disability`.execute(db);
}
