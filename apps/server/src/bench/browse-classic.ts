// The issue-8 comparison of browse-bench.ts (BENCH_CLASSIC=1): GET /api/Learner/GetOpenJobs for one
// sector from 50 keep-alive connections (BENCH_CONNECTIONS) in a closed loop, BENCH_SECONDS in
// BENCH_ROUNDS turns, beside a bare Fastify serving the same body, with CPU per request of both.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Run, row, run, type Summary, summarise } from './load-run.ts';

type Db = Kysely<Database>;

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_SECONDS of load for each server, taken in BENCH_ROUNDS turns (each after a 1 s warm-up).
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
// BENCH_ONLY=portal measures GetOpenJobs alone (for profiling the server with node --cpu-prof).
const PORTAL_ONLY = process.env.BENCH_ONLY === 'portal';
export const SECTOR = 4;

export async function measureClassic(db: Db, base: string, bareBase: string, tokens: string[]) {
  const path = `/api/Learner/GetOpenJobs?Sectors=${SECTOR}`;
  const common = { connections: CONNECTIONS, seconds: SECONDS / ROUNDS, warmupSeconds: 1 };
  const headers = tokens.map((token) => ({ authorization: `Bearer ${token}` }));
  const ours: Run[] = [];
  const bare: Run[] = [];
  // Taken in turns, so that a change in the machine's other load weighs on both alike.
  for (let round = 0; round < ROUNDS; round += 1) {
    ours.push(await run(db, { ...common, url: base + path, headers }));
    if (!PORTAL_ONLY) bare.push(await run(db, { ...common, url: bareBase + path, headers: [{}] }));
  }
  if (PORTAL_ONLY) return { ours: summarise(ours) };
  // For reference: a signed-in call with a small answer (the session check and one more query).
  const me = await run(db, { ...common, url: `${base}/api/Login/me`, headers });
  return { ours: summarise(ours), bare: summarise(bare), me: summarise([me]) };
}

export function reportClassic(
  body: string,
  items: number,
  runs: { ours: Summary; bare?: Summary; me?: Summary },
) {
  const { ours, bare, me } = runs;
  const kb = (body.length / 1024).toFixed(1);
  console.log(`
GET /api/Learner/GetOpenJobs?Sectors=${SECTOR}: ${items} items, ${kb} KB`);
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} turns (each after a 1 s warm-up), loopback`,
  );
  console.log('app µs, db µs: CPU time per request of the server process and of its database backends\n');
  const head = ['req/s', 'p50 ms', 'p99 ms', 'app µs', 'db µs'].map((cell) => cell.padStart(9)).join('');
  console.log(`${'server'.padEnd(30)}${head}${'errors'.padStart(8)}`);
  console.log(row('portal GetOpenJobs', ours));
  if (!bare || !me) return;
  console.log(row('bare Fastify, same body', bare));
  console.log(row('reference: portal /Login/me', me));
  const ratio = ours.rps / bare.rps;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\nratio ${(100 * ratio).toFixed(0)}% of the bare rate (target ≥ 50%): ${met(ratio >= 0.5)}`);
  console.log(`p99 ${ours.p99.toFixed(1)} ms (target < 50 ms): ${met(ours.p99 < 50)}`);
}
