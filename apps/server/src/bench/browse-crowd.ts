// The crowd phases of browse-bench.ts (issue 31): 2,000 learners, each on a kept-alive connection of
// their own, opened at a bounded rate (as browsers behind a load balancer arrive), then
// (a) an open loop: each loads Browse every 5 s, staggered (400 requests a second): all 2xx, p99 from
//     the time each request was due under 100 ms;
// (b) a closed loop on the same connections, beside as many connections to a bare Fastify serving the
//     same body, in alternating turns: no connection error, at least half the bare rate.
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cpuBetween, readCpu } from './cpu-meter.ts';
import { Crowd, type CrowdSummary, mergeResults, mergeTurns } from './crowd.ts';
import type { CrowdResult } from './crowd-worker.ts';
import { readTcpCounters, tcpGrowth } from './tcp-counters.ts';

export interface CrowdOptions {
  connections: number;
  workers: number;
  /** Connections opened per second, over the whole crowd. */
  connectRate: number;
  openSeconds: number;
  intervalSeconds: number;
  /** Closed-loop seconds for each server, taken in `rounds` alternating turns. */
  closedSeconds: number;
  rounds: number;
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const failuresOf = (s: CrowdSummary) =>
  [...s.failures].map(([why, count]) => `${why}: ${count}`).join(', ') || 'none';
const statusesOf = (s: CrowdSummary) =>
  [...s.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
const failed = (s: CrowdSummary) => [...s.failures.values()].reduce((a, b) => a + b, 0);
const non2xx = (s: CrowdSummary) =>
  [...s.statuses].filter(([status]) => status < 200 || status >= 300).reduce((a, [, n]) => a + n, 0);

function line(label: string, s: CrowdSummary, extra = '') {
  const cells = [s.rps.toFixed(0), s.p50.toFixed(1), s.p99.toFixed(1)].map((c) => c.padStart(9));
  return `${label.padEnd(26)}${cells.join('')}${String(s.requests).padStart(9)}${extra}  failed: ${failuresOf(s)}`;
}

export async function runCrowd(
  db: Kysely<Database>,
  urls: { portal: string; bare: string },
  tokens: string[],
  o: CrowdOptions,
): Promise<void> {
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const crowd = new Crowd(o.connections, o.workers);
  const rateText = o.connectRate > 0 ? `at ${o.connectRate}/s` : 'all at once';
  try {
    console.log(
      `\nA crowd of ${o.connections} learners (${tokens.length} sessions), ${o.workers} load processes`,
    );
    console.log(`load average ${load()} before`);
    let tcp = readTcpCounters();
    const kernel = () => {
      const growth = tcpGrowth(tcp);
      tcp = readTcpCounters();
      return `kernel (whole machine): ${growth}`;
    };
    const opened = mergeResults(await crowd.open('portal', urls.portal, headers, o.connectRate));
    console.log(
      `opened ${o.connections} connections to the portal ${rateText} in ${opened.seconds.toFixed(1)} s, ` +
        `each with a first Browse: ${statusesOf(opened)}; p99 ${opened.p99.toFixed(1)} ms; failed: ${failuresOf(opened)}`,
    );
    console.log(kernel());

    const rate = o.connections / o.intervalSeconds;
    const open = mergeResults(await crowd.openLoop('portal', o.openSeconds, o.intervalSeconds * 1000));
    console.log(
      `\n(a) open loop: each connection loads Browse every ${o.intervalSeconds} s, staggered (${rate.toFixed(0)} requests/s offered), ${o.openSeconds} s`,
    );
    console.log(`answers: ${statusesOf(open)}; reopened connections: ${open.reopened}`);
    console.log(`connection errors: ${failuresOf(open)}; ${kernel()}`);
    console.log(
      `p50 ${open.p50.toFixed(1)} ms, p99 ${open.p99.toFixed(1)} ms from the time each request was due; ${open.rps.toFixed(0)} 2xx/s`,
    );
    const openOk = non2xx(open) === 0 && open.p99 < 100;
    console.log(`target all 2xx and p99 < 100 ms: ${met(openOk)}   (load average ${load()})`);

    const bareOpened = mergeResults(await crowd.open('bare', urls.bare, [{}], o.connectRate));
    console.log(
      `\nopened ${o.connections} connections to the bare Fastify ${rateText}: ${statusesOf(bareOpened)}; failed: ${failuresOf(bareOpened)}; ${kernel()}`,
    );
    const turns: Record<'portal' | 'bare', CrowdResult[][]> = { portal: [], bare: [] };
    const cpu: Record<'portal' | 'bare', number> = { portal: 0, bare: 0 };
    const turnSeconds = o.closedSeconds / o.rounds;
    // Taken in turns, so that a change in the machine's other load weighs on both alike.
    for (let round = 0; round < o.rounds; round += 1) {
      for (const target of ['portal', 'bare'] as const) {
        const before = await readCpu(db);
        turns[target].push(await crowd.closedLoop(target, turnSeconds));
        const used = cpuBetween(before, await readCpu(db));
        cpu[target] += used.serverMs + used.databaseMs;
      }
    }
    const portal = mergeTurns(turns.portal);
    const bare = mergeTurns(turns.bare);
    const us = (target: 'portal' | 'bare', s: CrowdSummary) =>
      ((1000 * cpu[target]) / Math.max(1, s.requests)).toFixed(0).padStart(8);
    console.log(
      `\n(b) closed loop: ${o.connections} connections each, ${o.closedSeconds} s for each server in ${o.rounds} alternating turns`,
    );
    console.log(
      `${''.padEnd(26)}${['2xx/s', 'p50 ms', 'p99 ms', 'answers', 'cpu µs'].map((c) => c.padStart(9)).join('')}`,
    );
    console.log(line('portal GetOpenJobs', portal, us('portal', portal)));
    console.log(line('bare Fastify, same body', bare, us('bare', bare)));
    console.log(`answers: portal ${statusesOf(portal)}; bare ${statusesOf(bare)}; ${kernel()}`);
    const ratio = portal.rps / bare.rps;
    const noErrors = failed(portal) + failed(bare) === 0;
    console.log(`connection errors (reset, refused, timeout, closed): ${met(noErrors)} none`);
    console.log(`ratio ${(100 * ratio).toFixed(0)}% of the bare rate (target ≥ 50%): ${met(ratio >= 0.5)}`);
    console.log(`load average ${load()} after (cpu µs: server process and database backends per answer)`);
  } finally {
    crowd.close();
  }
}
