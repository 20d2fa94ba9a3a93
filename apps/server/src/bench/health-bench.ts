// Benchmark (not a test): the health checks and the drain of issue 31, as figures. The compiled portal
// (`npm start`'s) runs as its own process on a scratch PostgreSQL database (BENCH_DATABASE_URL, else
// DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
// 1. Idle: 500 GETs one after another on one kept-alive connection of each of /api/health/live and
//    /api/health/ready, p50/p95/p99, beside a bare node:http server in this process answering the
//    same body on the same kind of connection. Target: each under 5 ms.
// 2. Drain under load (BENCH_ROUNDS rounds, default 5, a fresh portal each): 16 kept-alive clients
//    calling the portal without pause, and 4 clients opening a new connection for every request, from
//    0.5 s before SIGTERM through the drain (SHUTDOWN_DRAIN_MS 1000) and 0.3 s more, as a load balancer
//    sends until it has seen readiness fail; then one straggler every 100 ms until the process exits
//    (a client that still had the address). Counts the answers by
//    status, the refusals once the port closed (ECONNREFUSED) and any other error (a reset). Target: no
//    reset in any round; every answer after the signal 503 with Connection: close.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { percentile } from './measure.ts';
import { createBenchDatabase, databaseServer, startPortalProcess } from './portal-process.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const IDLE_REQUESTS = 500;
const TARGET_MS = 5;
const DRAIN_MS = 1000;
const load = () => loadavg()[0]?.toFixed(1);

interface Answer {
  status?: number;
  close?: boolean;
  error?: string;
  /** Milliseconds after the signal the request was sent (negative: before it). */
  sent: number;
  /** Milliseconds after the signal the answer or the error came. */
  at?: number;
  /** Sent on a new connection. */
  fresh?: boolean;
}

function get(url: string, agent: http.Agent | false, since = 0): Promise<Answer> {
  const sent = performance.now() - since;
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, 'sent'>) =>
      resolve({ ...answer, sent, at: performance.now() - since });
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.once('end', () =>
          done({ status: response.statusCode, close: response.headers.connection === 'close' }),
        );
        response.once('error', (error: NodeJS.ErrnoException) =>
          done({ error: error.code ?? error.message }),
        );
      })
      .once('error', (error: NodeJS.ErrnoException) => done({ error: error.code ?? error.message }));
  });
}

/** `IDLE_REQUESTS` GETs of `url` in turn on one kept-alive connection: p50/p95/p99 in ms. */
async function idle(url: string): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < 50; i += 1) await get(url, agent);
    const times: number[] = [];
    for (let i = 0; i < IDLE_REQUESTS; i += 1) {
      const started = performance.now();
      const answer = await get(url, agent);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status ?? answer.error}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
    return `${p50} / ${p95} / ${p99}`;
  } finally {
    agent.destroy();
  }
}

/** A bare node:http server answering `body` as JSON: the reference. */
async function bareServer(body: string): Promise<{ url: string; close(): void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** One round: a fresh portal under load, SIGTERM, everything until it has exited. */
async function drainRound(databaseUrl: string) {
  const portal = await startPortalProcess(databaseUrl, {
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    LOG_LEVEL: 'warn',
  });
  let exited = false;
  void portal.exited.then(() => {
    exited = true;
  });
  const answers: Answer[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let since = performance.now() + 500;
  // As behind a load balancer: every client keeps calling through the drain (1 s) and a little after
  // (readiness has failed by then: it sends elsewhere), then one straggler every 100 ms until the exit.
  const loop = async (fresh: boolean, path: string, straggler: boolean) => {
    while (!exited) {
      const answer = await get(`${portal.url}${path}`, fresh ? false : agent, since);
      answers.push({ ...answer, fresh });
      const late = answer.sent > DRAIN_MS + 300;
      if (late && !straggler) return;
      if (fresh || late) await new Promise((resolve) => setTimeout(resolve, late ? 100 : 5));
    }
  };
  const loops = [
    ...Array.from({ length: 16 }, (_, i) =>
      loop(false, i % 2 ? '/api/Common/getCountries' : '/api/health/ready', false),
    ),
    ...Array.from({ length: 4 }, (_, i) => loop(true, '/api/health/ready', i === 0)),
  ];
  await new Promise((resolve) => setTimeout(resolve, 500));
  since = performance.now();
  portal.child.kill('SIGTERM');
  const exit = await portal.exited;
  await Promise.all(loops);
  agent.destroy();
  const after = answers.filter((a) => a.sent >= 0);
  return {
    exit: `${exit.code ?? exit.signal}`,
    before: answers.filter((a) => a.sent < 0 && a.status === 200).length,
    refused503: after.filter((a) => a.status === 503 && a.close).length,
    other: after.filter((a) => a.status !== undefined && !(a.status === 503 && a.close)).length,
    connRefused: after.filter((a) => a.error === 'ECONNREFUSED').length,
    resets: answers.filter((a) => a.error !== undefined && a.error !== 'ECONNREFUSED').length,
    resetKinds: [
      ...new Set(
        answers
          .filter((a) => a.error !== undefined && a.error !== 'ECONNREFUSED')
          .map(
            (a) =>
              `${a.error}${a.fresh ? ' (new connection)' : ' (kept alive)'} sent at ${Math.round(a.sent)} ms, reset at ${Math.round(a.at ?? 0)} ms`,
          ),
      ),
    ].slice(0, 6),
  };
}

async function main() {
  const server = databaseServer();
  console.log(`Health and drain (issue 31) on ${server.note}; load average ${load()}`);
  const database = await createBenchDatabase(server.url);
  try {
    const portal = await startPortalProcess(database.url, { LOG_LEVEL: 'warn' });
    const bare = await bareServer(JSON.stringify({ status: 'ok' }));
    try {
      console.log(
        `Idle, ${IDLE_REQUESTS} requests each in turn, p50 / p95 / p99 ms (target: each under ${TARGET_MS}):`,
      );
      for (const [name, url] of [
        ['bare node:http (reference)', bare.url],
        ['/api/health/live', `${portal.url}/api/health/live`],
        ['/api/health/ready', `${portal.url}/api/health/ready`],
      ] as const) {
        const figures = await idle(url);
        const p99 = Number(figures.split(' / ')[2]);
        const verdict = name.startsWith('bare') ? '' : p99 < TARGET_MS ? ' — met' : ' — not met';
        console.log(`  ${name.padEnd(28)} ${figures}${verdict}  (load ${load()})`);
      }
    } finally {
      bare.close();
      await portal.stop();
    }
    console.log(
      `Drain under load, ${ROUNDS} rounds (16 kept-alive clients, 4 opening a new connection each request):`,
    );
    let resets = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const r = await drainRound(database.url);
      resets += r.resets;
      console.log(
        `  round ${round}: before the signal ${r.before} × 200; after it ${r.refused503} × 503 Connection: close, ` +
          `${r.other} other answers, ${r.connRefused} refused once closed, ${r.resets} resets; exit ${r.exit} (load ${load()})`,
      );
      if (r.resets) console.log(`    ${r.resetKinds.join('; ')}`);
    }
    console.log(
      `No reset in ${ROUNDS} loaded rounds: ${resets === 0 ? 'met' : `not met (${resets} resets)`}`,
    );
  } finally {
    await database.drop();
  }
}

await main();
