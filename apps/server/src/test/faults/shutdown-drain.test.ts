import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDatabases, type ServerProcess, startServerProcess } from '../server-process.ts';

interface Outcome {
  status?: number;
  connection?: string | undefined;
  error?: string;
  /** Milliseconds after the SIGTERM the answer or the error came. */
  at: number;
  /** Milliseconds after the SIGTERM the connection was opened. */
  sent: number;
}

/** One GET on a new connection: its answer, or the error code (ECONNREFUSED once the port closed). */
function probe(url: string, since: number): Promise<Outcome> {
  const sent = performance.now() - since;
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.once('end', () =>
        resolve({
          status: response.statusCode,
          connection: response.headers.connection,
          at: performance.now() - since,
          sent,
        }),
      );
      response.once('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message, at: performance.now() - since, sent }),
      );
    });
    request.once('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, at: performance.now() - since, sent }),
    );
  });
}

/** A contact message whose headers and half its body are sent: in flight until `finish` is called. */
async function halfSent(url: string) {
  const body = JSON.stringify({
    name: 'Asha Ramdass',
    email: 'asha.drain@example.com',
    subject: 'Sent across a drain',
    category: 'general',
    message: 'This message was half sent when the server was told to stop.',
  });
  const request = http.request(`${url}/api/Contact`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
  });
  answer.catch(() => {});
  await new Promise<void>((resolve) => request.once('continue', resolve));
  request.write(body.slice(0, 40));
  return { answer, finish: () => request.end(body.slice(40)) };
}

const METRICS_TOKEN = 'drain-test-metrics-token';

const databases = processDatabases();

// Issue 31: after SIGTERM readiness answers 503 at once; a new connection during the drain is answered
// 503 with Connection: close, never reset; once the port closes a new one is refused, also never reset.
describe.each(databases)('draining on SIGTERM on $name', ({ setup }) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let server: ServerProcess;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ojt-drain-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await setup();
    if (database.drop) cleanups.push(database.drop);
    server = await startServerProcess({
      env: { DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '1500', METRICS_TOKEN, ...database.env },
      readyTimeoutMs: 60_000,
    });
    cleanups.push(async () => {
      await server.stop('SIGKILL');
    });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers live and ready in under 5 ms at idle (timed by the server, /metrics)', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) =>
        http
          .get(`${server.url}${url}`, { agent, headers }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
          })
          .once('error', reject),
      );
    /** How many answers of `route` took 5 ms or less, and how many there were. */
    const timings = async (route: string) => {
      const text = (await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` })).body;
      const count = (pattern: string) =>
        Number(new RegExp(`^${pattern}\\{[^}]*route="${route}"[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      return {
        fast: Number(
          new RegExp(
            `^http_request_duration_seconds_bucket\\{le="0.005",method="GET",route="${route}",status_code="200"\\} (\\d+)$`,
            'm',
          ).exec(text)?.[1] ?? 0,
        ),
        all: count('http_request_duration_seconds_count'),
      };
    };
    try {
      for (const route of ['/api/health/live', '/api/health/ready']) {
        for (let i = 0; i < 30; i += 1) expect((await get(route)).status).toBe(200); // warm-up
        const before = await timings(route);
        for (let i = 0; i < 40; i += 1) expect((await get(route)).status).toBe(200);
        const after = await timings(route);
        expect(after.all - before.all, route).toBe(40);
        // A shared CI machine (other test files, builds) stalls now and then: three in four within 5 ms.
        expect(after.fast - before.fast, route).toBeGreaterThanOrEqual(30);
      }
    } finally {
      agent.destroy();
    }
  });

  it('refuses new work at once with 503 and Connection: close, finishes the work in flight, resets nobody', async () => {
    const inFlight = await Promise.all([halfSent(server.url), halfSent(server.url), halfSent(server.url)]);
    const since = performance.now();
    server.child.kill('SIGTERM');
    let exited = false;
    void server.exited.then(() => {
      exited = true;
    });
    // The requests in flight finish 800 ms into the drain, before it ends.
    setTimeout(() => {
      for (const request of inFlight) request.finish();
    }, 800);

    // Four clients opening a new connection for each request through the drain (1.5 s); then, as
    // after a load balancer has seen readiness fail, one slow straggler until the process has gone.
    const outcomes: Outcome[] = [];
    await Promise.all(
      [1, 2, 3, 4].map(async (client) => {
        while (!exited) {
          const url = client % 2 ? '/api/health/ready' : '/api/Common/getCountries';
          const outcome = await probe(`${server.url}${url}`, since);
          outcomes.push(outcome);
          if (client > 1 && outcome.sent > 1300) return;
          await new Promise((resolve) => setTimeout(resolve, outcome.sent > 1300 ? 100 : 5));
        }
      }),
    );
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    for (const request of inFlight) expect(await request.answer).toBe(201);

    const answered = outcomes.filter((o) => o.status !== undefined);
    const failed = outcomes.filter((o) => o.error !== undefined);
    // Nothing reset or dropped: a connection is answered, or refused once the port has closed.
    expect(failed.filter((o) => o.error !== 'ECONNREFUSED')).toEqual([]);
    const refused = answered.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(20);
    expect(refused.filter((o) => o.connection !== 'close')).toEqual([]);
    // 503 from the first answers on (the signal is handled at once), and the port stays open for the drain.
    expect(answered.filter((o) => o.status !== 503 && o.sent > 100)).toEqual([]);
    expect(Math.max(...refused.map((o) => o.at))).toBeGreaterThan(1400);
    expect(failed.every((o) => o.at > 1400)).toBe(true);
  });
});
