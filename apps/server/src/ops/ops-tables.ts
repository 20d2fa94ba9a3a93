import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// What the backup, restore and move commands read of a database, the same on PGlite and PostgreSQL.

/** Runs one statement and answers its rows. */
export type Run = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export const runOnPglite =
  (pglite: PGlite): Run =>
  async (text, params) =>
    (await pglite.query<Record<string, unknown>>(text, params)).rows;

export const runOnPg =
  (client: pg.Client): Run =>
  async (text, params) =>
    (await client.query(text, params as unknown[])).rows;

/** One table: its row count and a checksum of its contents. */
export interface TableSummary {
  table: string;
  rows: number;
  checksum: string;
}

/** The portal's tables (the migrator's own bookkeeping left out), by name. */
export async function userTables(run: Run): Promise<string[]> {
  const rows = await run(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely\\_%' ORDER BY tablename`,
  );
  return rows.map((row) => String(row.tablename));
}

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Each table's count and the md5 of its rows as text in one order. The session is set so that a
 * row prints the same on both engines (time zone, date and float formats, byte order of the sort).
 */
export async function summarize(run: Run): Promise<TableSummary[]> {
  await sameTextSettings(run);
  const summaries: TableSummary[] = [];
  for (const table of await userTables(run)) {
    const [row] = await run(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS checksum
         FROM ${quoted(table)} t`,
    );
    summaries.push({ table, rows: Number(row?.rows), checksum: String(row?.checksum) });
  }
  return summaries;
}

/** Sets how values print as text, the same on both sides of a comparison. */
export async function sameTextSettings(run: Run): Promise<void> {
  for (const setting of [
    "SET TimeZone = 'UTC'",
    "SET DateStyle = 'ISO, MDY'",
    "SET IntervalStyle = 'postgres'",
    'SET extra_float_digits = 1',
    "SET bytea_output = 'hex'",
  ]) {
    await run(setting);
  }
}

/** The first table (the migrator's included) that holds a row; undefined when the database is empty. */
export async function firstFilledTable(run: Run): Promise<string | undefined> {
  const tables = await run(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  for (const { tablename } of tables) {
    const [row] = await run(`SELECT EXISTS (SELECT 1 FROM ${quoted(String(tablename))}) AS filled`);
    if (row?.filled) return String(tablename);
  }
  return undefined;
}

/** The number of the newest migration applied (e.g. '0034'); '0000' before any. */
export async function newestMigration(run: Run): Promise<string> {
  const [table] = await run(`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS present`);
  if (!table?.present) return '0000';
  const [row] = await run('SELECT max(name) AS name FROM kysely_migration');
  return String(row?.name ?? '0000').slice(0, 4);
}

/** `ojt-YYYYMMDD-HHMM-schema-NNNN.<ext>` for a backup taken at `now` (UTC). */
export function backupName(now: Date, schema: string, ext: string): string {
  const iso = now.toISOString();
  const stamp = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  return `ojt-${stamp}-schema-${schema}.${ext}`;
}

/** A table per line, `name  rows`, for the commands' output. */
export function countLines(tables: TableSummary[]): string[] {
  const width = Math.max(0, ...tables.map((t) => t.table.length));
  return tables.map((t) => `  ${t.table.padEnd(width)}  ${t.rows}`);
}
