// Benchmark (not a test): seeds 100,000 learners and 10,000 employers into a fresh PostgreSQL database,
// then prints p50/p95 latency of the admin dashboard's first pages, search and stats over real HTTP.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { ms, percentile, ROUNDS, secondsSince, signInHeaders, startPortal, timeGets } from './measure.ts';
import { seedAccounts } from './seed-accounts.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 10_000);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
    const started = performance.now();
    await seedAccounts(handle.db, LEARNERS, EMPLOYERS);
    console.log(`Seeded ${LEARNERS} learners and ${EMPLOYERS} employers in ${secondsSince(started)} s`);
    await createAdmin(handle.db, {
      username: 'bench',
      email: 'bench@ojt.gov.tt',
      password: 'bench-password-1',
    });

    const { app, base } = await startPortal(handle);
    const headers = await signInHeaders(base, 'bench', 'bench-password-1');

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
      const { times, body } = await timeGets(base, path, headers);
      const total = (JSON.parse(body) as { total?: number }).total;
      const cells = [ms(percentile(times, 50)), ms(percentile(times, 95)), ms(times.at(-1) ?? 0)];
      console.log(label.padEnd(34), ...cells, `  ${total || ''}`);
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
