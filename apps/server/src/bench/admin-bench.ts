// Benchmark (not a test): seeds 100,000 learners and 10,000 employers into a fresh PostgreSQL database,
// then prints p50/p95 latency of the admin dashboard's first pages, search and stats over real HTTP.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { seedAccounts } from './seed-accounts.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const name = `ojt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateToLatest(handle.db);
    let t = performance.now();
    await seedAccounts(handle.db, LEARNERS, EMPLOYERS);
    console.log(
      `Seeded ${LEARNERS} learners and ${EMPLOYERS} employers in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    await createAdmin(handle.db, {
      username: 'bench',
      email: 'bench@ojt.gov.tt',
      password: 'bench-password-1',
    });

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
      body: JSON.stringify({ pUserName: 'bench', pPassword: 'bench-password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    const cases: [string, string][] = [
      ['learners, first page', '/api/Admin/Learners?page=1&pageSize=10'],
      ['learners, pending, first page', '/api/Admin/Learners?status=pending&page=1&pageSize=10'],
      ['learners, search "ramdass"', '/api/Admin/Learners?search=ramdass&page=1&pageSize=10'],
      ['employers, first page', '/api/Admin/Employers?page=1&pageSize=10'],
      ['employers, search "energy"', '/api/Admin/Employers?search=energy&page=1&pageSize=10'],
      ['stats', '/api/Admin/Stats'],
    ];
    console.log(`\n${ROUNDS} requests each (after 10 warm-up), milliseconds:`);
    console.log('case'.padEnd(34), 'p50'.padStart(7), 'p95'.padStart(7), 'max'.padStart(7), '  total rows');
    for (const [label, path] of cases) {
      for (let i = 0; i < 10; i += 1) await (await fetch(base + path, { headers })).arrayBuffer();
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < ROUNDS; i += 1) {
        t = performance.now();
        const res = await fetch(base + path, { headers });
        const body = (await res.json()) as { total?: number };
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        total = body.total ?? 0;
      }
      times.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(7);
      console.log(
        label.padEnd(34),
        f(percentile(times, 50)),
        f(percentile(times, 95)),
        f(times.at(-1) ?? 0),
        `  ${total || ''}`,
      );
    }
    await app.close();
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
