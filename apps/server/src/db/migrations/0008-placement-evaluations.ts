import { type Kysely, sql } from 'kysely';

// Issue 10, completion: the employer marks a Placed learner Completed with a short evaluation
// (attendance, punctuality, quality of work, teamwork, each 1-5, and remarks). One evaluation per
// placement; `completed_early_reason` is set when it was completed before its end date.
const statements = [
  `CREATE TABLE placement_evaluations (
    placement_id integer PRIMARY KEY REFERENCES placements (id) ON DELETE CASCADE,
    attendance smallint NOT NULL CHECK (attendance BETWEEN 1 AND 5),
    punctuality smallint NOT NULL CHECK (punctuality BETWEEN 1 AND 5),
    quality smallint NOT NULL CHECK (quality BETWEEN 1 AND 5),
    teamwork smallint NOT NULL CHECK (teamwork BETWEEN 1 AND 5),
    remarks text NOT NULL CHECK (char_length(remarks) BETWEEN 1 AND 2000),
    completed_early_reason text CHECK (char_length(completed_early_reason) <= 2000),
    completed_by integer REFERENCES users (id) ON DELETE SET NULL,
    completed_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS placement_evaluations`.execute(db);
}
