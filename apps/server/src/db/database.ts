import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import {
  Kysely,
  type PostgresCursor,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import { lockDatabaseFolder, type ReleaseLock } from './data-dir-lock.ts';
import { statementName } from './prepared-query.ts';
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
  /** PostgreSQL connections at most (default 10). */
  maxConnections?: number;
  /** Told when an idle PostgreSQL connection fails (default: ignored; the pool recovers). */
  onIdleError?: (error: Error) => void;
}

/** A pooled client that sends the SQL of `preparedQuery`s as named statements (pg parses each once per connection). */
class NamingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}
  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query(query: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof query !== 'string') return this.client.query(query as never);
    const name = statementName(query);
    return this.client.query({ text: query, values: [...(parameters ?? [])], ...(name ? { name } : {}) });
  }
  release() {
    this.client.release();
  }
}

/** The pool as Kysely sees it: every client a `NamingClient`, the same one each time (Kysely keys on it). */
function namingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let named = clients.get(client);
      if (!named) {
        named = new NamingClient(client);
        clients.set(client, named);
        // pg-pool listens for 'error' only on idle clients: a connection that drops while checked
        // out (mid-transaction) would otherwise crash the process. The failed query rejects anyway,
        // and the pool discards the client on release since it is no longer queryable.
        client.on('error', () => {});
      }
      return named;
    },
    end: () => pool.end(),
  };
}

/** Opens the database: PostgreSQL when a URL is given, else embedded PGlite. One driver path for both. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A request waits at most 5 s for a connection (or a free one) and then fails with 503 instead
    // of hanging while the database is down or unreachable.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that drops (database restart, failover) emits 'error' on the pool; unheard,
    // it would crash the process. The pool discards that client and opens a new one when needed.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  return openEmbedded(options);
}

/** PGlite in `dataDir` (in memory by default); a folder on disk is locked while the handle is open. */
async function openEmbedded(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dir = options.dataDir ?? 'memory://';
  let release: ReleaseLock = async () => {};
  // A folder on disk belongs to one process (PGlite is single-process): every entry opens it here,
  // so the lock is taken here, before PGlite reads a byte. In-memory databases have no folder.
  if (!dir.startsWith('memory://')) {
    mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    release = await lockDatabaseFolder(dir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      await pglite.close();
      await release();
    },
  };
}
