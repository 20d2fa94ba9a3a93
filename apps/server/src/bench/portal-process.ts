// What the load benchmarks (login-bench.ts, signup-bench.ts) share: a scratch PostgreSQL database, the
// portal as its own process on it (as production runs it), and readings of that process's memory and
// CPU from /proc. The load itself runs in the benchmark's process, never in the server's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createScratchPostgres, type ServerProcess, startServerProcess } from '../test/server-process.ts';

// The server the benchmarks start: the compiled one `npm start` runs (built afresh, in a second, by
// ensureCompiledServer); BENCH_SERVER_ENTRY names another (a `.ts` file runs through tsx).
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const ENTRY = process.env.BENCH_SERVER_ENTRY ?? path.join(SERVER_DIR, 'dist/server/start.js');

/** Compiles the server as `npm run build` does, unless BENCH_SERVER_ENTRY names another. */
export function ensureCompiledServer(): void {
  if (process.env.BENCH_SERVER_ENTRY) return;
  execFileSync(process.execPath, [path.join(SERVER_DIR, 'scripts/build-server.mjs')], { stdio: 'ignore' });
}
const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server: BENCH_DATABASE_URL, else DATABASE_URL, else the local default (said in the output). */
export function databaseServer(): { url: string; note: string } {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const url = given ?? DEFAULT_DATABASE;
  const shown = new URL(url);
  shown.password = shown.password ? '***' : '';
  return { url, note: `${shown.toString()}${given ? '' : ' (the default; set BENCH_DATABASE_URL)'}` };
}

export interface BenchDatabase {
  url: string;
  handle: DatabaseHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

/** A new, migrated database on `serverUrl`, and a handle on it for seeding and counting. */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  process.env.TEST_DATABASE_URL = serverUrl;
  const scratch = await createScratchPostgres();
  if (!scratch) throw new Error('no PostgreSQL server to create the scratch database on');
  const handle = await openDatabase({ url: scratch.url });
  await migrateToLatest(handle.db);
  return {
    url: scratch.url,
    handle,
    async drop() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * The portal in its own process on `databaseUrl`, believing X-Forwarded-For from loopback (the load
 * generator plays the load balancer, so each request can come from its own client address).
 */
export function startPortalProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  ensureCompiledServer();
  return startServerProcess({
    entry: ENTRY,
    env: { DATABASE_URL: databaseUrl, TRUST_PROXY: 'loopback', ...env },
    readyTimeoutMs: 60_000,
  });
}

/** Resident memory of process `pid` in MiB (VmRSS), or 0 when it cannot be read (not Linux, gone). */
export function rssMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples the RSS of `pid` every `everyMs` until `stop()`, which answers the peak in MiB. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMiB(pid));
    },
  };
}

/** CPU milliseconds (user + system) process `pid` has used so far, or 0 when it cannot be read. */
export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU milliseconds process `pid`'s main thread (its event loop, in Node) has used so far, or 0. */
export function mainThreadCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/task/${pid}/stat`);
}

function statCpuMs(file: string): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th, in 1/100 s.
    const stat = readFileSync(file, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Seconds from starting the compiled server (`npm start`) to its first healthy /api/health, on an
 * embedded data directory that already exists (made by a first start, not timed): issue 12 asks for 5 s.
 */
export async function timeProductionStart(): Promise<{ firstSeconds: number; againSeconds: number }> {
  ensureCompiledServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-start-'));
  try {
    const timed = async () => {
      const started = performance.now();
      const server = await startServerProcess({
        entry: ENTRY,
        // Production needs a relay; nothing is mailed while the start is timed.
        env: { DATA_DIR: dataDir, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:25' },
        readyTimeoutMs: 60_000,
      });
      const seconds = (performance.now() - started) / 1000;
      await server.stop();
      return seconds;
    };
    const firstSeconds = await timed();
    return { firstSeconds, againSeconds: await timed() };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
