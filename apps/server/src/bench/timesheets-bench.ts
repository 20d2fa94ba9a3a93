// Benchmark (not a test): seeds 20,000 placed learners with 12 months each (240,000 months) into a
// fresh PostgreSQL database, then prints p50/p95 latency of the office's Timesheets view (issue 27)
// over real HTTP, first page and each filter, beside the admin Placements list's first page measured
// in the same run. Target: p95 under 100 ms.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
// Sizes: BENCH_LEARNERS (placed learners, default 20,000), BENCH_EMPLOYERS (default 1,000); half the
// learners are placed with one busy employer (BE1), half spread over the others.
// BENCH_KEEP=1 keeps the database afterwards (its name is printed) for EXPLAIN ANALYZE in psql.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { ms, percentile, ROUNDS, secondsSince, signInHeaders, startPortal, timeGets } from './measure.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPlacements } from './seed-placements.ts';
import { lastMonths, placeEveryLearner, seedTimesheets } from './seed-timesheets.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 1_000);
const KEEP = Boolean(process.env.BENCH_KEEP);
const MONTHS = 12;
const BUSY_EMP_ID = 'BE1';
const BUSY_POSITIONS = 200;
const SECTOR = 7;
const TARGET_P95 = 100;
const PAGE = 'Page=1&PageSize=20';
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
    // Every learner applies twice (the busy employer and another); one of the two is placed.
    await seedAccounts(handle.db, LEARNERS, EMPLOYERS);
    await seedPlacements(handle.db, BUSY_EMP_ID, BUSY_POSITIONS, LEARNERS);
    const months = lastMonths(MONTHS);
    const placed = await placeEveryLearner(handle.db, BUSY_EMP_ID, months);
    console.log(
      `Seeded ${LEARNERS} learners, ${EMPLOYERS} employers, ${placed} placed, in ${secondsSince(started)} s`,
    );
    const monthsStarted = performance.now();
    const rows = await seedTimesheets(handle.db, months);
    console.log(
      `Seeded ${rows} months (${months[0]} to ${months.at(-1)}) in ${secondsSince(monthsStarted)} s`,
    );
    const officer = await sql<{ id: number }>`
      SELECT id FROM officers WHERE name = 'Pme Officer 3'`.execute(handle.db);
    await createAdmin(handle.db, {
      username: 'bench',
      email: 'bench@ojt.gov.tt',
      password: 'bench-password-1',
    });

    const { app, base } = await startPortal(handle);
    const headers = await signInHeaders(base, 'bench', 'bench-password-1');
    const previous = months.at(-2) as string;
    const list = (query: string) => `/api/Admin/Timesheets?${query}${query ? '&' : ''}${PAGE}`;
    const cases: [string, string][] = [
      ['admin placements, first page', '/api/Admin/Placements?page=1&pageSize=20'],
      ['timesheets, first page', list('')],
      [`timesheets, Month ${previous}`, list(`Month=${previous}`)],
      ['timesheets, Status Submitted', list('Status=Submitted')],
      ['timesheets, Status Approved', list('Status=Approved')],
      ['timesheets, Late', list('Late=true')],
      [`timesheets, Month ${previous}, Submitted`, list(`Month=${previous}&Status=Submitted`)],
      [`timesheets, Month ${previous}, Late`, list(`Month=${previous}&Late=true`)],
      [`timesheets, EmpId ${BUSY_EMP_ID}`, list(`EmpId=${BUSY_EMP_ID}`)],
      [`timesheets, SectorId ${SECTOR}`, list(`SectorId=${SECTOR}`)],
      ['timesheets, OfficerId (a PME officer)', list(`OfficerId=${officer.rows[0]?.id ?? 0}`)],
      ['timesheets, page 500', '/api/Admin/Timesheets?Page=500&PageSize=20'],
    ];
    console.log(
      `\n${ROUNDS} requests each (after 10 warm-up), milliseconds (target: p95 under ${TARGET_P95}):`,
    );
    console.log(
      `| ${'case'.padEnd(40)} | ${'p50'.padStart(7)} | ${'p95'.padStart(7)} | ${'max'.padStart(7)} | ${'rows'.padStart(7)} | p95 ok |`,
    );
    console.log(
      `| ${'-'.repeat(40)} | ${'-'.repeat(6)}: | ${'-'.repeat(6)}: | ${'-'.repeat(6)}: | ${'-'.repeat(6)}: | ------ |`,
    );
    let slow = 0;
    for (const [label, path] of cases) {
      const { times, body } = await timeGets(base, path, headers);
      const total = (JSON.parse(body) as { total?: number }).total ?? 0;
      const p95 = percentile(times, 95);
      if (p95 >= TARGET_P95) slow += 1;
      const cells = [ms(percentile(times, 50)), ms(p95), ms(times.at(-1) ?? 0), String(total).padStart(7)];
      console.log(`| ${label.padEnd(40)} | ${cells.join(' | ')} | ${p95 < TARGET_P95 ? 'yes' : 'NO'}    |`);
    }
    const load = loadavg()[0]?.toFixed(1);
    console.log(`\nLoad average (1 min) at the end: ${load}. ${slow} case(s) at or over the target.`);
    await app.close();
  } finally {
    await handle.close();
    if (KEEP)
      console.log(
        `\nKept database ${name} (BENCH_KEEP); drop it with: dropdb -h 127.0.0.1 -U postgres ${name}`,
      );
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
