// Benchmark (not a test): seeds 2,000 open openings over 46 sectors (and 2,000 closed or expired
// ones) into the PostgreSQL database DATABASE_URL names — a scratch database, refused when it already
// holds openings — then, with a learner's token, fires GET /api/Learner/GetOpenJobs for one sector
// from 50 keep-alive connections for a bounded time, and does the same against a bare Fastify
// serving the same JSON body from memory. Prints requests/s and p99 of both and their ratio beside
// the targets (issue 8: at least 50% of the bare rate, p99 under 50 ms). Loopback only.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { LoadOptions, LoadResult } from './load-worker.ts';
import { seedAccounts } from './seed-accounts.ts';

const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECTOR = 4;
const LEARNER = 'bl1';
const PASSWORD = 'bench-password-1';
const databaseUrl = process.env.DATABASE_URL;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function seedOpenings(db: Db): Promise<void> {
  await seedAccounts(db, 1000, 400);
  await sql`
    WITH emp AS (SELECT array_agg(e.user_id ORDER BY e.user_id) AS ids
                 FROM employers e JOIN users u ON u.id = e.user_id WHERE u.status = 'approved')
    INSERT INTO job_positions (employer_user_id, title, sector, status)
    SELECT emp.ids[1 + g % array_length(emp.ids, 1)],
           (ARRAY['Trainee Technician','Junior Clerk','Apprentice Welder','Kitchen Assistant','Lab Aide'])[1 + g % 5] || ' ' || g,
           1 + g % 46, 1
    FROM emp, generate_series(0, ${OPENINGS * 2 - 1}) AS g`.execute(db);
  await sql`
    INSERT INTO job_requirements (job_position_id, ordinal, qualification_type, certificate_name)
    SELECT id, k, (ARRAY['CVQ','CXC'])[k], (ARRAY['IT Support','Mathematics','Welding Level 2'])[1 + (id + k) % 3]
    FROM job_positions, generate_series(1, 2) AS k`.execute(db);
  // The first half of the positions are open now; the other half's openings are closed or expired.
  await sql`
    INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at, status, comment)
    SELECT id, 1 + id % 5,
           now() - interval '40 days' + (CASE WHEN id <= ${OPENINGS} THEN interval '0' ELSE interval '-60 days' END)
             + make_interval(mins => id),
           now() + (CASE WHEN id <= ${OPENINGS} THEN interval '30 days' ELSE interval '-1 day' END),
           CASE WHEN id <= ${OPENINGS} OR id % 2 = 0 THEN 1 ELSE 0 END,
           'Bring your certificates and a copy of your CV.'
    FROM job_positions`.execute(db);
}

async function seedLearner(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  const { id } = await db
    .updateTable('users')
    .set({ password_hash: hash, status: 'approved' })
    .where('username', '=', LEARNER)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('learner_qualifications')
    .values([
      { learner_user_id: id, ordinal: 1, qualification_type: 'CVQ', certificate_name: 'IT Support' },
      { learner_user_id: id, ordinal: 2, qualification_type: 'CXC', certificate_name: 'Mathematics' },
    ])
    .execute();
  await sql`
    INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status)
    SELECT ${id}, o.id, 1, 1 FROM job_openings o JOIN job_positions jp ON jp.id = o.job_position_id
    WHERE jp.sector = ${SECTOR} AND o.status = 1 AND o.closes_at > now() ORDER BY o.id LIMIT 5`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}

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

function summarise(result: LoadResult) {
  const sorted = Float64Array.from(result.latenciesMs).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { rps: result.requests / result.seconds, p50: at(0.5), p99: at(0.99), errors: result.errors };
}

async function listen(app: { listen: (o: object) => Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

type Summary = ReturnType<typeof summarise>;

async function measure(base: string, bareBase: string, token: string) {
  const path = `/api/Learner/GetOpenJobs?Sectors=${SECTOR}`;
  const common = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: 2 };
  const headers = { authorization: `Bearer ${token}` };
  const ours = summarise(await load({ ...common, url: base + path, headers }));
  const bare = summarise(await load({ ...common, url: bareBase + path, headers: {} }));
  // The floor of any signed-in call on this machine: the session check and a small answer.
  const me = summarise(await load({ ...common, url: `${base}/api/Login/me`, headers }));
  return { ours, bare, me };
}

function row(label: string, s: Summary): string {
  const cells = [s.rps.toFixed(0), s.p50.toFixed(1), s.p99.toFixed(1)].map((cell) => cell.padStart(9));
  return `${label.padEnd(30)}${cells.join('')}${String(s.errors).padStart(8)}`;
}

function report(body: string, items: number, runs: { ours: Summary; bare: Summary; me: Summary }) {
  const { ours, bare, me } = runs;
  const ratio = ours.rps / bare.rps;
  const kb = (body.length / 1024).toFixed(1);
  console.log(`
GET /api/Learner/GetOpenJobs?Sectors=${SECTOR}: ${items} items, ${kb} KB`);
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up, loopback\n`);
  const head = ['req/s', 'p50 ms', 'p99 ms'].map((cell) => cell.padStart(9)).join('');
  console.log(`${'server'.padEnd(30)}${head}${'errors'.padStart(8)}`);
  console.log(row('portal GetOpenJobs', ours));
  console.log(row('bare Fastify, same body', bare));
  console.log(row('reference: portal /Login/me', me));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\nratio ${(100 * ratio).toFixed(0)}% of the bare rate (target ≥ 50%): ${met(ratio >= 0.5)}`);
  console.log(`p99 ${ours.p99.toFixed(1)} ms (target < 50 ms): ${met(ours.p99 < 50)}`);
}

async function main() {
  if (!databaseUrl)
    throw new Error('Set DATABASE_URL to a scratch PostgreSQL database (createdb bench_browse).');
  const handle = await openDatabase({ url: databaseUrl });
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db.selectFrom('job_openings').select('id').limit(1).execute();
    if (existing.length > 0)
      throw new Error('The database already holds openings: use an empty scratch database.');
    const started = performance.now();
    await seedOpenings(handle.db);
    await seedLearner(handle.db);
    console.log(
      `Seeded ${OPENINGS} open openings (+${OPENINGS} closed or expired) over 46 sectors in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing!',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database: handle, startWorkers: false, bootstrapAdmin: false });
    const bare = Fastify({ logger: false });
    try {
      const base = await listen(app);
      const login = await fetch(`${base}/api/Login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pUserName: LEARNER, pPassword: PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      const first = await fetch(`${base}/api/Learner/GetOpenJobs?Sectors=${SECTOR}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (first.status !== 200) throw new Error(`GetOpenJobs answered ${first.status}`);
      const body = await first.text();
      bare.get('/api/Learner/GetOpenJobs', async (_request, reply) =>
        reply.type('application/json').send(body),
      );
      const bareBase = await listen(bare);
      report(body, (JSON.parse(body) as unknown[]).length, await measure(base, bareBase, token));
    } finally {
      await bare.close();
      await app.close();
    }
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
