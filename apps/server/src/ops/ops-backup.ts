import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import {
  backupName,
  newestMigration,
  runOnPg,
  runOnPglite,
  summarize,
  type TableSummary,
} from './ops-tables.ts';

const exec = promisify(execFile);

/** Runs PostgreSQL's `pg_dump` / `pg_restore`; a failure is one line (its first error), not a stack. */
export async function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await exec(tool, args);
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT')
      throw new OpsRefusal(`${tool} is not installed (PostgreSQL's client tools).`);
    const first = (failed.stderr ?? failed.message).trim().split('\n')[0];
    throw new OpsRefusal(`${tool} failed: ${first}`);
  }
}

/** Where the portal keeps its data: the embedded database under DATA_DIR/db unless DATABASE_URL is set. */
export interface OpsTarget {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export interface BackupOptions {
  config: OpsTarget;
  /** The folder to write to (default DATA_DIR/backups). */
  outDir?: string;
  /** When the backup is taken (its name). */
  now: Date;
}

export interface BackupResult {
  file: string;
  kind: 'pglite' | 'postgres';
  tables: TableSummary[];
}

/** A refusal the commands print as one line (no stack). */
export class OpsRefusal extends Error {
  override name = 'OpsRefusal';
}

/** The embedded database's folder. */
export const embeddedDir = (config: OpsTarget) => path.join(config.DATA_DIR, 'db');

/** True when the embedded database's folder is missing or has nothing in it. */
export function embeddedIsEmpty(config: OpsTarget): boolean {
  const dir = embeddedDir(config);
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Writes a consistent, compressed backup of the portal's database and answers its path. PostgreSQL:
 * `pg_dump --format=custom` (one snapshot, while the portal runs) → `.dump`. Embedded: the data folder
 * as a gzipped tarball → `.tar.gz`, with the folder's lock held (throws DatabaseInUseError while the
 * portal runs on it).
 */
export async function backup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const outDir = options.outDir ?? path.join(config.DATA_DIR, 'backups');
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const run = runOnPg(client);
      const file = path.join(outDir, backupName(options.now, await newestMigration(run), 'dump'));
      mkdirSync(outDir, { recursive: true });
      await runTool('pg_dump', ['--format=custom', '--compress=6', '--file', file, config.DATABASE_URL]);
      return { file, kind: 'postgres', tables: await summarize(run) };
    } finally {
      await client.end();
    }
  }
  if (embeddedIsEmpty(config)) {
    throw new OpsRefusal(`There is no embedded database in ${embeddedDir(config)} to back up.`);
  }
  const handle = await openDatabase({ dataDir: embeddedDir(config) });
  try {
    const pglite = handle.pglite!;
    const run = runOnPglite(pglite);
    const file = path.join(outDir, backupName(options.now, await newestMigration(run), 'tar.gz'));
    const tables = await summarize(run);
    const dump = await pglite.dumpDataDir('gzip');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, kind: 'pglite', tables };
  } finally {
    await handle.close();
  }
}
