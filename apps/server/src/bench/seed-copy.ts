import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { REBUILD_PARTS } from '../db/migrations/0036-report-summaries.ts';
import {
  EMPLOYER_COLUMNS,
  employerRows,
  LEARNER_COLUMNS,
  learnerRows,
  type Row,
  type SeedPlan,
  USER_COLUMNS,
  userRows,
} from './seed-copy-accounts.ts';
import {
  catalogue,
  HISTORY_COLUMNS,
  historyRows,
  OPENING_COLUMNS,
  openingRows,
  PLACEMENT_COLUMNS,
  POSITION_COLUMNS,
  placementRows,
  positionRows,
  REQUIREMENT_COLUMNS,
  requirementRows,
} from './seed-copy-rows.ts';

// The COPY machinery of bench:admin's seed (issue 31): text rows streamed into COPY ... FROM STDIN,
// the tables' secondary indexes dropped before and built again after (a sorted build is several
// times faster than a million inserts into each), triggers and foreign key checks off for the seed's
// session (session_replication_role = replica: the rows carry the facts the triggers would copy, and
// seed-verify.ts checks a sample of them).

/** One value of a COPY text row: null as \N, text with its tabs, newlines and backslashes escaped. */
export function copyValue(value: Row[number]): string {
  if (value === null) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\t\n\r]/g, (c) =>
    c === '\t' ? '\\t' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\\\',
  );
}

/** Streams the rows (arrays of values, in `columns` order) into `table` by COPY; answers how many. */
export async function copyRows(
  client: pg.Client,
  table: string,
  columns: string[],
  rows: Iterable<Row>,
): Promise<number> {
  let count = 0;
  function* chunks() {
    let chunk = '';
    let inChunk = 0;
    for (const row of rows) {
      chunk += `${row.map(copyValue).join('\t')}\n`;
      inChunk += 1;
      if (inChunk === 2000) {
        yield chunk;
        count += inChunk;
        chunk = '';
        inChunk = 0;
      }
    }
    if (inChunk > 0) {
      count += inChunk;
      yield chunk;
    }
  }
  const copy = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(chunks(), { objectMode: false }), copy);
  return count;
}

/** The tables' indexes that back no constraint (those stay): their definitions, to build again. */
export async function dropSecondaryIndexes(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY ($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/** Runs the statements (index builds, vacuums) on `clients` connections at once, each on one. */
export async function runAll(clients: pg.Client[], statements: string[]): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    clients.map(async (client) => {
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next);
    }),
  );
}

/** Sets each table's id sequence past its highest id. */
export async function syncSequences(client: pg.Client, tables: string[]): Promise<void> {
  for (const table of tables)
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
}

const TABLES = [
  'users',
  'learners',
  'employers',
  'job_positions',
  'job_requirements',
  'job_openings',
  'placements',
  'placement_status_history',
];

/** Rows per table, as copied. */
export type SeedCounts = Record<string, number>;

/**
 * Seeds the plan into the (migrated, empty) database at `url` by COPY on three connections at once,
 * builds the indexes, rebuilds the report summaries (0036) from the rows and vacuums (so counts can be
 * index-only scans, as on a long-running database).
 */
export async function seedByCopy(url: string, plan: SeedPlan): Promise<SeedCounts> {
  const clients = [1, 2, 3].map(() => new pg.Client({ connectionString: url }));
  const counts: SeedCounts = {};
  const copy = async (client: pg.Client, table: string, columns: string[], rows: Iterable<Row>) => {
    counts[table] = await copyRows(client, table, columns, rows);
  };
  try {
    for (const client of clients) {
      await client.connect();
      await client.query(`SET session_replication_role = replica; SET maintenance_work_mem = '256MB'`);
    }
    const [accounts, positions, openings] = clients as [pg.Client, pg.Client, pg.Client];
    const definitions = await dropSecondaryIndexes(accounts, TABLES);
    const c = catalogue(plan);
    // Three streams of about equal work (no foreign key is checked, so any order will do).
    await Promise.all([
      (async () => {
        await copy(accounts, 'users', USER_COLUMNS, userRows(plan));
        await copy(accounts, 'learners', LEARNER_COLUMNS, learnerRows(plan));
        await copy(accounts, 'employers', EMPLOYER_COLUMNS, employerRows(plan));
        await copy(accounts, 'placements', PLACEMENT_COLUMNS, placementRows(plan, c));
      })(),
      (async () => {
        await copy(positions, 'job_positions', POSITION_COLUMNS, positionRows(plan, c));
        await copy(positions, 'job_requirements', REQUIREMENT_COLUMNS, requirementRows(c));
      })(),
      (async () => {
        await copy(openings, 'job_openings', OPENING_COLUMNS, openingRows(plan, c));
        await copy(openings, 'placement_status_history', HISTORY_COLUMNS, historyRows(plan, c));
      })(),
    ]);
    await runAll(clients, definitions);
    await syncSequences(
      accounts,
      TABLES.filter((t) => !['learners', 'employers'].includes(t)),
    );
    // The summaries are empty (the seed's triggers were off): 0036's backfill, a source per connection.
    await runAll(clients, REBUILD_PARTS);
    const vacuums = [...TABLES, 'report_counts', 'report_durations'].map((t) => `VACUUM ANALYZE ${t}`);
    await runAll(clients, vacuums);
    return counts;
  } finally {
    for (const client of clients) await client.end();
  }
}
