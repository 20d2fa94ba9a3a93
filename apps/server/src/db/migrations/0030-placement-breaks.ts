import { type Kysely, sql } from 'kysely';

// Issue 29, a break in training: the office records a placement's break (illness, family, the
// employer's closure) with its first and last day (Port of Spain days, inclusive) and reason. During a
// break attendance is not expected and no stipend accrues; unless the office decides otherwise
// (`extend_end` false) the placement's end date moves by the break's length, and the progress reviews
// due after it move with it. A placement's breaks never overlap (checked by the service under the
// placement's row lock). Created here, before the areas that read it (reviews, attendance, exits).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE placement_breaks (
    id serial PRIMARY KEY,
    placement_id integer NOT NULL REFERENCES placements (id) ON DELETE CASCADE,
    from_date date NOT NULL,
    to_date date NOT NULL,
    reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    extend_end boolean NOT NULL,
    recorded_by integer REFERENCES users (id) ON DELETE SET NULL,
    recorded_at timestamptz NOT NULL,
    CHECK (from_date <= to_date)
  )`.execute(db);
  await sql`CREATE INDEX placement_breaks_placement_idx ON placement_breaks (placement_id, from_date)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS placement_breaks`.execute(db);
}
