import { type Kysely, sql } from 'kysely';

// Issue 31, the admin name searches at a million rows. The Placements search finds the learners,
// employers and positions whose names match, then reads their placements' sort keys (created_at, id)
// from an index alone, so the ten newest are chosen without reading a placement row. Employers'
// (0003 `placements_employer_idx`) and openings' (0007 `placements_opening_idx`) indexes carry the id
// already; the learners' index (0003) gains it here and replaces the old one (same leading columns).
const statements = [
  'CREATE INDEX placements_learner_keyset_idx ON placements (learner_user_id, created_at DESC, id DESC)',
  'DROP INDEX IF EXISTS placements_learner_idx',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX placements_learner_idx ON placements (learner_user_id, created_at DESC)`.execute(db);
  await sql`DROP INDEX IF EXISTS placements_learner_keyset_idx`.execute(db);
}
