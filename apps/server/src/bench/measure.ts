// What the latency benchmarks share: the portal started as production runs it, a session over HTTP,
// and the timing of repeated GETs. Each benchmark keeps its own data, cases and verdicts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/database.ts';

/** Timed requests per case (BENCH_ROUNDS, default 200). */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
// Untimed requests first, so that connection set-up, JIT and cold caches do not count.
const WARM_UP = 10;

/** The `p`th percentile of ascending `sorted` times. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Milliseconds as a right-aligned table cell. */
export const ms = (value: number) => value.toFixed(1).padStart(7);

/** Seconds since `started` (a `performance.now()`), for the seeding line. */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * The portal on `database` as production runs it (no workers, no first admin), on a free loopback
 * port; `env` adds settings a benchmark needs (the payments one's PAYMENTS_DEBTOR_*).
 */
export async function startPortal(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    // Production needs a relay; no worker runs here, so nothing is ever sent to it.
    SMTP_URL: 'smtp://127.0.0.1:25',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing!',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, startWorkers: false, bootstrapAdmin: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** Signs in over HTTP; answers the headers that carry the session. */
export async function signInHeaders(
  base: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pUserName: username, pPassword: password }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${username} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * Times ROUNDS GETs of `path` one after another (after the warm-up), each until its whole body has
 * arrived; throws on an answer other than 200. Answers the times in ascending order and the last body.
 */
export async function timeGets(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ times: number[]; body: string }> {
  for (let i = 0; i < WARM_UP; i += 1) await (await fetch(base + path, { headers })).arrayBuffer();
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const res = await fetch(base + path, { headers });
    body = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  return { times: times.sort((a, b) => a - b), body };
}
