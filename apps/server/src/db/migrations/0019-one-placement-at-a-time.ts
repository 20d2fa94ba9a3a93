import { type Kysely, sql } from 'kysely';

// A learner holds one placement at a time: two Placed placements of one learner must not share a
// day, whichever code path (or hand-written SQL) writes them, so each cannot draw its own stipend.
// A GiST exclusion constraint needs no extension: the core range opclass supports `=` on the
// learner (as a one-value int4range) and `&&` on the dates (inclusive; no end date = open-ended).
// A Placed row without a start date (only older or seeded data; placing always sets the dates)
// has no period to compare. The dates must be in order, or the range could not be built.
//
// Rows that already break the rule are not changed here: which placement stands is the
// programme office's decision. The migration refuses with the rows named, so an operator can
// withdraw or correct one of each pair and start the portal again.

/** The constraint's name; the error handler answers its violation with a 409. */
export const ONE_PLACEMENT_CONSTRAINT = 'placements_one_placed_at_a_time';
const DATES_CONSTRAINT = 'placements_dates_in_order';

/** How many offending rows the refusal names (enough to act on, short enough to read). */
const NAMED_ROWS = 20;

const describe = (start: string, end: string | null) => `${start} to ${end ?? 'no end date'}`;

async function refuseBrokenRows(db: Kysely<unknown>): Promise<void> {
  const { rows: reversed } = await sql<{ id: number; start_date: string; end_date: string }>`
    SELECT id, start_date, end_date FROM placements
    WHERE end_date < start_date ORDER BY id LIMIT ${NAMED_ROWS}`.execute(db);
  if (reversed.length > 0) {
    const list = reversed.map((r) => `placement ${r.id} (${describe(r.start_date, r.end_date)})`);
    throw new Error(
      `Placements end before they start: ${list.join('; ')}. Correct their dates, then start the portal again.`,
    );
  }
  const { rows: overlaps } = await sql<{
    learner_user_id: number;
    a_id: number;
    a_start: string;
    a_end: string | null;
    b_id: number;
    b_start: string;
    b_end: string | null;
  }>`
    SELECT a.learner_user_id, a.id AS a_id, a.start_date AS a_start, a.end_date AS a_end,
           b.id AS b_id, b.start_date AS b_start, b.end_date AS b_end
    FROM placements a
    JOIN placements b ON b.learner_user_id = a.learner_user_id AND b.id > a.id
    WHERE a.status = 5 AND b.status = 5 AND a.start_date IS NOT NULL AND b.start_date IS NOT NULL
      AND daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]')
    ORDER BY a.learner_user_id, a.id, b.id
    LIMIT ${NAMED_ROWS}`.execute(db);
  if (overlaps.length > 0) {
    const list = overlaps.map(
      (o) =>
        `learner account ${o.learner_user_id}: placements ${o.a_id} (${describe(o.a_start, o.a_end)}) and ${o.b_id} (${describe(o.b_start, o.b_end)})`,
    );
    throw new Error(
      `Learners are Placed twice with overlapping dates: ${list.join('; ')}. The programme office must decide which placement stands: withdraw the other or correct its dates, then start the portal again.`,
    );
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await refuseBrokenRows(db);
  await sql
    .raw(
      `ALTER TABLE placements ADD CONSTRAINT ${DATES_CONSTRAINT}
        CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)`,
    )
    .execute(db);
  await sql
    .raw(
      `ALTER TABLE placements ADD CONSTRAINT ${ONE_PLACEMENT_CONSTRAINT} EXCLUDE USING gist (
        int4range(learner_user_id, learner_user_id, '[]') WITH =,
        daterange(start_date, end_date, '[]') WITH &&
      ) WHERE (status = 5 AND start_date IS NOT NULL)`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`ALTER TABLE placements DROP CONSTRAINT IF EXISTS ${ONE_PLACEMENT_CONSTRAINT}`).execute(db);
  await sql.raw(`ALTER TABLE placements DROP CONSTRAINT IF EXISTS ${DATES_CONSTRAINT}`).execute(db);
}
