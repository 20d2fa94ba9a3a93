import { type Kysely, sql } from 'kysely';

// Issue 10, placing a learner:
// - `officers`: the short list of officers the admin keeps (placement officer, PME officer,
//   placement assistant); a name is unique whatever its case; removing one makes it inactive;
// - `stipend_rates`: the monthly stipend of each qualification from a date, so that a new schedule is
//   rows, not code; seeded with the rates the domain's qualification list held when this was written
//   (frozen here: a migration must not change when the domain does), from 2000-01-01;
// - indexes for the admin's Placements list, newest first (all, by status) and its title search.
/** [qualification id, monthly TTD] as `QUALIFICATIONS` had them in November 2026. */
const RATES_2026: ReadonlyArray<readonly [number, number]> = [
  [1, 2750],
  [2, 2750],
  [3, 2750],
  [4, 2750],
  [5, 2750],
  [6, 2750],
  [7, 3960],
  [8, 3960],
  [9, 3960],
  [10, 3960],
  [11, 3960],
  [12, 3960],
  [13, 4950],
  [14, 6875],
  [15, 6875],
  [16, 7920],
  [17, 7920],
];

const statements = [
  `CREATE TABLE officers (
    id serial PRIMARY KEY,
    name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    role text NOT NULL CHECK (role IN ('placement', 'pme', 'assistant')),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX officers_name_key ON officers (lower(name))`,
  `CREATE TABLE stipend_rates (
    qualification_id smallint NOT NULL,
    monthly_ttd integer NOT NULL CHECK (monthly_ttd > 0),
    applies_from date NOT NULL,
    PRIMARY KEY (qualification_id, applies_from)
  )`,
  `CREATE INDEX placements_created_idx ON placements (created_at DESC, id DESC)`,
  `CREATE INDEX placements_status_created_idx ON placements (status, created_at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  const rows = RATES_2026.map(([id, rate]) => sql`(${id}, ${rate}, DATE '2000-01-01')`);
  await sql`INSERT INTO stipend_rates (qualification_id, monthly_ttd, applies_from) VALUES ${sql.join(rows)}`.execute(
    db,
  );
  // The title search of the Placements list uses a trigram index where pg_trgm exists (0002).
  const { rows: trgm } = await sql<{
    ok: boolean;
  }>`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AS ok`.execute(db);
  if (trgm[0]?.ok) {
    await sql`CREATE INDEX job_positions_title_trgm ON job_positions USING gin (title gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'job_positions_title_trgm',
    'placements_status_created_idx',
    'placements_created_idx',
  ]) {
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
  await sql`DROP TABLE IF EXISTS stipend_rates`.execute(db);
  await sql`DROP TABLE IF EXISTS officers`.execute(db);
}
