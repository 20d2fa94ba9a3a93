import { type Kysely, sql } from 'kysely';

// Issue 27, the office's Timesheets view (measured by `npm run bench:timesheets`: 240,000 months). A
// month's row is wide (its days are ~1.4 kB of jsonb, kept inline), so a count that reads the table
// reads ~400 MB: the Late filter's count took 300 ms as a sequential scan. A month is late when it is
// not approved and its cut-off passed, or when it was approved after it (pay cycle 2); each arm gets a
// partial index carrying what the list filters by, so its count is an index-only scan:
// - the open months by cut-off (replacing 0026's, which had no columns to answer from);
// - the months of pay cycle 2, newest first.
// The officer filter matches an officer's name, any case, against a placement's three officer
// columns: an index each, instead of lowering three names of every placement.
const statements = [
  `CREATE INDEX timesheets_open_cut_off_list_idx
    ON timesheets (cut_off_at) INCLUDE (id, month, status, employer_user_id, placement_id)
    WHERE status <> 'Approved'`,
  'DROP INDEX IF EXISTS timesheets_open_cut_off_idx',
  `CREATE INDEX timesheets_pay_cycle_two_idx
    ON timesheets (month DESC, id DESC) INCLUDE (status, cut_off_at, employer_user_id, placement_id)
    WHERE pay_cycle = 2`,
  'CREATE INDEX placements_placement_officer_idx ON placements (lower(placement_officer))',
  'CREATE INDEX placements_pme_officer_idx ON placements (lower(pme_officer))',
  'CREATE INDEX placements_placement_assistant_idx ON placements (lower(placement_assistant))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'placements_placement_assistant_idx',
    'placements_pme_officer_idx',
    'placements_placement_officer_idx',
    'timesheets_pay_cycle_two_idx',
    'timesheets_open_cut_off_list_idx',
  ])
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  await sql`CREATE INDEX timesheets_open_cut_off_idx ON timesheets (cut_off_at) WHERE status <> 'Approved'`.execute(
    db,
  );
}
