import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { embeddedDir, embeddedIsEmpty, OpsRefusal, type OpsTarget, runTool } from './ops-backup.ts';
import { firstFilledTable, runOnPg, runOnPglite, summarize, type TableSummary } from './ops-tables.ts';

export interface RestoreOptions {
  config: OpsTarget;
  /** A backup written by `backup` (`.dump` for PostgreSQL, `.tar.gz` for the embedded database). */
  file: string;
}

export interface RestoreResult {
  kind: 'pglite' | 'postgres';
  /** Where it was restored: the database URL or the embedded database's folder. */
  target: string;
  tables: TableSummary[];
}

/** Restores a backup into an empty database (DATABASE_URL, else DATA_DIR/db); refuses a non-empty one. */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { config, file } = options;
  const isDump = file.endsWith('.dump');
  if (!isDump && !file.endsWith('.tar.gz')) {
    throw new OpsRefusal(`${file} is not a portal backup (ojt-….dump or ojt-….tar.gz).`);
  }
  if (isDump !== Boolean(config.DATABASE_URL)) {
    throw new OpsRefusal(
      isDump
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to an empty PostgreSQL database to restore it.`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and restore it into an empty DATA_DIR (then "npm run db:move" moves it to PostgreSQL).`,
    );
  }
  if (config.DATABASE_URL) return restorePostgres(config.DATABASE_URL, file);
  if (!embeddedIsEmpty(config)) {
    throw new OpsRefusal(`${embeddedDir(config)} is not empty: restore into an empty DATA_DIR.`);
  }
  const handle = await openDatabase({
    dataDir: embeddedDir(config),
    loadDataDir: new Blob([readFileSync(file)]),
  });
  try {
    return {
      kind: 'pglite',
      target: embeddedDir(config),
      tables: await summarize(runOnPglite(handle.pglite!)),
    };
  } finally {
    await handle.close();
  }
}

async function restorePostgres(url: string, file: string): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const run = runOnPg(client);
    const filled = await firstFilledTable(run);
    if (filled) {
      throw new OpsRefusal(
        `The database at DATABASE_URL is not empty (table ${filled} has rows): restore into an empty one.`,
      );
    }
    await runTool('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      url,
      file,
    ]);
    return { kind: 'postgres', target: redacted(url), tables: await summarize(run) };
  } finally {
    await client.end();
  }
}

/** The URL without its password, for output. */
export function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
