import { type Kysely, sql } from 'kysely';

// Issue 29, transfers and early exits. A transferred placement (status 8) and the placement that
// continues it name each other (`transferred_to`, `transferred_from`); an early exit (status 9)
// keeps its reason, details, who ended it and when (its end date becomes the exit date). The exit
// survey is one row per placement. The one-placement-at-a-time rule (0019) now counts Transferred
// and Exited early placements too: the days they were served cannot be served again elsewhere.
const ONE_PLACEMENT_CONSTRAINT = 'placements_one_placed_at_a_time';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE placements
    ADD COLUMN transferred_from integer REFERENCES placements (id) ON DELETE SET NULL,
    ADD COLUMN transferred_to integer REFERENCES placements (id) ON DELETE SET NULL,
    ADD COLUMN exit_reason text CHECK (exit_reason IN ('found-work', 'education', 'conduct', 'health', 'moved', 'other')),
    ADD COLUMN exit_details text,
    ADD COLUMN exited_by integer REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN exited_at timestamptz`.execute(db);
  // 8 Transferred and 9 Exited early join the statuses 1-7 of 0003.
  await sql`ALTER TABLE placements DROP CONSTRAINT placements_status_check,
    ADD CONSTRAINT placements_status_check CHECK (status BETWEEN 1 AND 9)`.execute(db);
  await sql
    .raw(
      `ALTER TABLE placements DROP CONSTRAINT ${ONE_PLACEMENT_CONSTRAINT},
        ADD CONSTRAINT ${ONE_PLACEMENT_CONSTRAINT} EXCLUDE USING gist (
          int4range(learner_user_id, learner_user_id, '[]') WITH =,
          daterange(start_date, end_date, '[]') WITH &&
        ) WHERE (status IN (5, 8, 9) AND start_date IS NOT NULL)`,
    )
    .execute(db);
  await sql`CREATE TABLE exit_surveys (
    placement_id integer PRIMARY KEY REFERENCES placements (id) ON DELETE CASCADE,
    why text NOT NULL,
    recommend smallint NOT NULL CHECK (recommend BETWEEN 1 AND 5),
    change text NOT NULL,
    answered_at timestamptz NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS exit_surveys`.execute(db);
  await sql`ALTER TABLE placements DROP CONSTRAINT IF EXISTS placements_status_check,
    ADD CONSTRAINT placements_status_check CHECK (status BETWEEN 1 AND 7)`.execute(db);
  await sql
    .raw(
      `ALTER TABLE placements DROP CONSTRAINT IF EXISTS ${ONE_PLACEMENT_CONSTRAINT},
        ADD CONSTRAINT ${ONE_PLACEMENT_CONSTRAINT} EXCLUDE USING gist (
          int4range(learner_user_id, learner_user_id, '[]') WITH =,
          daterange(start_date, end_date, '[]') WITH &&
        ) WHERE (status = 5 AND start_date IS NOT NULL)`,
    )
    .execute(db);
  await sql`ALTER TABLE placements DROP COLUMN IF EXISTS transferred_from, DROP COLUMN IF EXISTS transferred_to,
    DROP COLUMN IF EXISTS exit_reason, DROP COLUMN IF EXISTS exit_details, DROP COLUMN IF EXISTS exited_by,
    DROP COLUMN IF EXISTS exited_at`.execute(db);
}
