import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { embeddedDir, embeddedIsEmpty, OpsRefusal, type OpsTarget } from './ops-backup.ts';
import {
  firstFilledTable,
  quoted,
  type Run,
  runOnPg,
  runOnPglite,
  sameTextSettings,
  summarize,
  type TableSummary,
  userTables,
} from './ops-tables.ts';

const BATCH = 500;

export interface MoveOptions {
  /** The portal's settings: DATA_DIR holds the embedded database (and jwt-secret); JWT_SECRET if set. */
  config: OpsTarget & { JWT_SECRET?: string | undefined };
  /** postgres:// URL of an empty PostgreSQL database. */
  to: string;
}

export interface MoveResult {
  /** Each table's count and checksum, the same on both sides. */
  tables: TableSummary[];
  sequences: number;
  /** The secret the portal signs sessions with (JWT_SECRET, else DATA_DIR/jwt-secret); undefined if none yet. */
  jwtSecret: string | undefined;
}

/**
 * Copies the embedded database in DATA_DIR into an empty PostgreSQL database: the schema by the
 * migrations, then every table's rows (triggers off: the rows already hold what the triggers made),
 * then the sequences; commits only when each table's count and checksum match. Holds the data
 * folder's lock throughout (throws DatabaseInUseError while a portal runs on it).
 */
export async function moveDatabase(options: MoveOptions): Promise<MoveResult> {
  const { config, to } = options;
  if (embeddedIsEmpty(config))
    throw new OpsRefusal(`There is no embedded database in ${embeddedDir(config)} to move.`);
  const source = await openDatabase({ dataDir: embeddedDir(config) });
  try {
    await migrateToLatest(source.db);
    const from = runOnPglite(source.pglite!);
    const client = new pg.Client({ connectionString: to });
    await client.connect();
    try {
      const target = runOnPg(client);
      const filled = await firstFilledTable(target);
      if (filled)
        throw new OpsRefusal(
          `The target database is not empty (table ${filled} has rows): move into an empty one.`,
        );
      const schema = await openDatabase({ url: to });
      try {
        await migrateToLatest(schema.db);
      } finally {
        await schema.close();
      }
      const result = await copyAll(from, target);
      return { ...result, jwtSecret: jwtSecretOf(config) };
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}

async function copyAll(from: Run, target: Run): Promise<Omit<MoveResult, 'jwtSecret'>> {
  const tables = await userTables(from);
  await target('BEGIN');
  try {
    await target('SET LOCAL session_replication_role = replica');
    // The migrations seeded reference rows; the source's own rows replace them.
    await target(`TRUNCATE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
    await sameTextSettings(from);
    for (const table of tables) await copyTable(from, target, table);
    const sequences = await copySequences(from, target);
    const before = await summarize(from);
    const after = await summarize(target);
    const differ = before.filter((b, i) => b.rows !== after[i]?.rows || b.checksum !== after[i]?.checksum);
    if (before.length !== after.length || differ.length > 0) {
      throw new Error(
        `The copy differs from the source in: ${differ.map((d) => d.table).join(', ') || 'its tables'}`,
      );
    }
    await target('COMMIT');
    return { tables: before, sequences };
  } catch (error) {
    await target('ROLLBACK');
    throw error;
  }
}

/** Copies a table's rows in batches, as JSON (each value keeps its exact text form). */
async function copyTable(from: Run, target: Run, table: string): Promise<void> {
  const columns = (
    await from(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    )
  ).map((row) => quoted(String(row.column_name)));
  const list = columns.join(', ');
  for (let offset = 0; ; offset += BATCH) {
    const [batch] = await from(
      `SELECT count(*)::int AS n, coalesce(json_agg(t), '[]')::text AS rows
         FROM (SELECT ${list} FROM ${quoted(table)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) t`,
    );
    if (!batch || Number(batch.n) === 0) return;
    await target(
      `INSERT INTO ${quoted(table)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(null::${quoted(table)}, $1::json)`,
      [batch.rows],
    );
    if (Number(batch.n) < BATCH) return;
  }
}

/** Sets each sequence of the target where the source's stands; answers how many. */
async function copySequences(from: Run, target: Run): Promise<number> {
  const names = await from(
    `SELECT sequence_name FROM information_schema.sequences WHERE sequence_schema = 'public'`,
  );
  for (const { sequence_name } of names) {
    const name = quoted(String(sequence_name));
    const [state] = await from(`SELECT last_value::text AS last, is_called FROM ${name}`);
    await target('SELECT setval($1::regclass, $2::bigint, $3)', [name, state?.last, state?.is_called]);
  }
  return names.length;
}

function jwtSecretOf(config: MoveOptions['config']): string | undefined {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.DATA_DIR, 'jwt-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
