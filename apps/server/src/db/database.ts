import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// int8 (count(*), bigserial) arrives as a string through pg; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// `date` columns stay 'YYYY-MM-DD' strings: a calendar date has no time zone.
pg.types.setTypeParser(1082, (value) => value);

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when kind is 'pglite' (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite database is used. */
  url?: string;
  /** Directory for the embedded database; 'memory://' keeps it in memory. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from (tests). */
  loadDataDir?: Blob;
  /** Told when an idle PostgreSQL connection fails (default: ignored; the pool recovers). */
  onIdleError?: (error: Error) => void;
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. One driver path for both. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that drops (database restart, failover) emits 'error' on the pool; unheard,
    // it would crash the process. The pool discards that client and opens a new one when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const pglite = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
