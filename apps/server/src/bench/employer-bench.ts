// Benchmark (not a test): an employer with 200 job positions and 5,000 applications (among 50 employers
// and 10,000 applications in all); prints the p95 latency over real HTTP of the employer dashboard's
// reads beside the 50 ms target. DATABASE_URL must name an empty scratch PostgreSQL database, e.g.
//   createdb -h 127.0.0.1 -U postgres bench_emp
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_emp npm run bench:employer
//   dropdb -h 127.0.0.1 -U postgres bench_emp
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPlacements } from './seed-placements.ts';

const POSITIONS = 200;
const APPLICATIONS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TARGET_MS = 50;
const EMP_ID = 'BE1'; // seedAccounts approves employer 1
const PASSWORD = 'bench-password-1';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) throw new Error('DATABASE_URL must name an empty scratch database');
  const started = performance.now();
  await seedAccounts(db, APPLICATIONS, 50);
  await seedPlacements(db, EMP_ID, POSITIONS, APPLICATIONS);
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD) })
    .where('username', '=', EMP_ID)
    .execute();
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function time(base: string, path: string, headers: Record<string, string>): Promise<number[]> {
  for (let i = 0; i < 10; i += 1) await (await fetch(base + path, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to an empty scratch PostgreSQL database');
  const handle = await openDatabase({ url });
  try {
    await migrateToLatest(handle.db);
    await seed(handle.db);
    const busiest = await sql<{ id: number; n: number }>`
      SELECT p.job_opening_id AS id, count(*)::int AS n FROM placements p
      JOIN job_openings o ON o.id = p.job_opening_id JOIN job_positions jp ON jp.id = o.job_position_id
      JOIN employers e ON e.user_id = jp.employer_user_id WHERE e.emp_id = ${EMP_ID}
      GROUP BY 1 ORDER BY 2 DESC LIMIT 1`.execute(handle.db);
    const opening = busiest.rows[0]!;

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing!',
      WEB_DIST: '/nonexistent',
    });
    const app = await buildApp({ config, database: handle, startWorkers: false, bootstrapAdmin: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}/api/Login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pUserName: EMP_ID, pPassword: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const cases: [string, string][] = [
      [`positions list (${POSITIONS})`, '/api/Employer/GetALLJobPositionByEmployerId'],
      [`applications, first page (of ${APPLICATIONS})`, '/api/Employer/Applications?page=1&pageSize=20'],
      [`applications, one opening (${opening.n})`, `/api/Employer/Applications?JobOpeningId=${opening.id}`],
      ['overview', '/api/Employer/Overview'],
    ];
    console.log(`\n${ROUNDS} requests each (after 10 warm-up), milliseconds:`);
    console.log('case'.padEnd(38), 'p50'.padStart(7), 'p95'.padStart(7), 'target'.padStart(7));
    for (const [label, path] of cases) {
      const times = await time(base, path, headers);
      const p95 = percentile(times, 95);
      const f = (n: number) => n.toFixed(1).padStart(7);
      const verdict = p95 <= TARGET_MS ? 'ok' : 'OVER';
      console.log(label.padEnd(38), f(percentile(times, 50)), f(p95), f(TARGET_MS), ` ${verdict}`);
    }
    await app.close();
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
