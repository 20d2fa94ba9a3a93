// The parent's side of crowd-worker.ts: a crowd of kept-alive connections split over a few child
// processes (one Node event loop per process), each command sent to all and their answers summed.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CrowdCommand, CrowdResult } from './crowd-worker.ts';

/** One phase's counts over the whole crowd. */
export interface CrowdSummary {
  requests: number;
  /** 2xx answers per second of the phase. */
  rps: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  failures: Map<string, number>;
  reopened: number;
  seconds: number;
}

function ask(child: ChildProcess, command: CrowdCommand): Promise<CrowdResult> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: CrowdResult | { error: string }) => {
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    child.send(command);
  });
}

function add<K>(into: Map<K, number>, entries: [K, number][]) {
  for (const [key, count] of entries) into.set(key, (into.get(key) ?? 0) + count);
}

function merge(results: CrowdResult[]): CrowdSummary {
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  for (const result of results) {
    add(statuses, result.statuses);
    add(failures, result.failures);
  }
  const sorted = Float64Array.from(results.flatMap((result) => result.latencies)).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const seconds = Math.max(...results.map((result) => result.seconds));
  return {
    requests: [...statuses.values()].reduce((a, b) => a + b, 0),
    rps: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    statuses,
    failures,
    reopened: results.reduce((total, result) => total + result.reopened, 0),
    seconds,
  };
}

/** Sums several turns of the same phase (their latencies through their percentiles: see `merge`). */
export function mergeTurns(turns: CrowdResult[][]): CrowdSummary {
  const all = turns.flat();
  const summary = merge(all);
  const seconds = turns.reduce((total, turn) => total + Math.max(...turn.map((r) => r.seconds)), 0);
  return { ...summary, seconds, rps: summary.rps * (summary.seconds / seconds) };
}

export class Crowd {
  private readonly children: ChildProcess[];

  constructor(
    private readonly size: number,
    workers: number,
  ) {
    const entry = fileURLToPath(new URL('./crowd-worker.ts', import.meta.url));
    this.children = Array.from({ length: workers }, () =>
      fork(entry, { execArgv: ['--import', 'tsx'], serialization: 'advanced' }),
    );
  }

  /** Opens the crowd's connections to `url` at `perSecond` over all, each with its first request. */
  async open(target: string, url: string, headers: Record<string, string>[], perSecond: number) {
    return this.all((w, n) => ({
      kind: 'open',
      target,
      url,
      connections: Array.from({ length: this.size }, (_, index) => index)
        .filter((index) => index % n === w)
        .map((index) => ({ index, headers: headers[index % headers.length] ?? {} })),
      perSecond: perSecond / n,
    }));
  }

  /** Every connection sends one request each `intervalMs`, staggered over the interval, for `seconds`. */
  openLoop(target: string, seconds: number, intervalMs: number) {
    return this.all(() => ({ kind: 'open-loop', target, seconds, intervalMs, crowd: this.size }));
  }

  /** Every connection sends its next request as soon as its last is answered, for `seconds`. */
  closedLoop(target: string, seconds: number) {
    return this.all(() => ({ kind: 'closed-loop', target, seconds }));
  }

  close(): void {
    for (const child of this.children) child.send({ kind: 'exit' } satisfies CrowdCommand);
  }

  private async all(command: (worker: number, workers: number) => CrowdCommand): Promise<CrowdResult[]> {
    const n = this.children.length;
    return Promise.all(this.children.map((child, w) => ask(child, command(w, n))));
  }
}

export { merge as mergeResults };
