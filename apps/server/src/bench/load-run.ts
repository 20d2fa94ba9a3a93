// Runs the load worker against a URL in a child process and sums up what it measured, with the CPU
// time the server (this process) and its database spent meanwhile.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { cpuBetween, readCpu } from './cpu-meter.ts';
import type { LoadOptions, LoadResult } from './load-worker.ts';

function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // A child process, not a worker thread: the load must not share the server's event loop, and
    // the child loads TypeScript through tsx as this script does.
    const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), {
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
    });
    child.once('message', (message: LoadResult | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.once('error', reject);
    child.send(options);
  });
}

/** One load of a URL, with the CPU time the server and its database spent meanwhile. */
export interface Run {
  result: LoadResult;
  cpu: { serverMs: number; databaseMs: number };
}

/** Loads `options.url`, reading the CPU time of this process and of the database around the run. */
export async function run<D>(db: Kysely<D>, options: LoadOptions): Promise<Run> {
  const before = await readCpu(db);
  const result = await load(options);
  return { result, cpu: cpuBetween(before, await readCpu(db)) };
}

/** Rate, latencies and CPU per request over several runs of the same URL, as one. */
export function summarise(runs: Run[]) {
  const sum = (pick: (run: Run) => number) => runs.reduce((total, one) => total + pick(one), 0);
  const sorted = Float64Array.from(runs.flatMap((one) => one.result.latenciesMs)).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const perRequest = (ms: number) =>
    (1000 * ms) /
    Math.max(
      1,
      sum((one) => one.result.allRequests),
    );
  return {
    rps: sum((one) => one.result.requests) / sum((one) => one.result.seconds),
    p50: at(0.5),
    p99: at(0.99),
    errors: sum((one) => one.result.errors),
    serverUs: perRequest(sum((one) => one.cpu.serverMs)),
    databaseUs: perRequest(sum((one) => one.cpu.databaseMs)),
  };
}

export type Summary = ReturnType<typeof summarise>;

/** One line of the results table. */
export function row(label: string, s: Summary): string {
  const cells = [
    s.rps.toFixed(0),
    s.p50.toFixed(1),
    s.p99.toFixed(1),
    s.serverUs.toFixed(0),
    s.databaseUs.toFixed(0),
  ];
  return `${label.padEnd(30)}${cells.map((cell) => cell.padStart(9)).join('')}${String(s.errors).padStart(8)}`;
}
