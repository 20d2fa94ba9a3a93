// CPU time spent by this process and by the database backends serving it, so that a benchmark can
// print CPU per request: unlike requests/s and latency, it hardly moves with the machine's load.
import { readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';

/** CPU milliseconds so far: this process, and the PostgreSQL backends connected to the same database. */
export interface CpuReading {
  serverMs: number;
  databaseMs: Map<number, number>;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function backendMs(pid: number): number {
  try {
    // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // not on Linux, or the backend has gone
  }
}

/** Reads the CPU time of this process and of every other backend connected to the current database. */
export async function readCpu<D>(db: Kysely<D>): Promise<CpuReading> {
  const { rows } = await sql<{ pid: number }>`
    SELECT pid FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(db);
  const usage = process.cpuUsage();
  return {
    serverMs: (usage.user + usage.system) / 1000,
    databaseMs: new Map(rows.map(({ pid }) => [pid, backendMs(pid)])),
  };
}

/** CPU milliseconds between two readings; a backend that appeared in between counts from zero. */
export function cpuBetween(before: CpuReading, after: CpuReading) {
  let databaseMs = 0;
  for (const [pid, ms] of after.databaseMs) databaseMs += ms - (before.databaseMs.get(pid) ?? 0);
  return { serverMs: after.serverMs - before.serverMs, databaseMs };
}
