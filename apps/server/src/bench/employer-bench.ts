// Benchmark (not a test): an employer with 200 job positions and 5,000 applications (among 50 employers
// and 10,000 applications in all); prints the p95 latency over real HTTP of the employer dashboard's
// reads beside the 50 ms target. DATABASE_URL must name an empty scratch PostgreSQL database, e.g.
//   createdb -h 127.0.0.1 -U postgres bench_emp
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_emp npm run bench:employer
//   dropdb -h 127.0.0.1 -U postgres bench_emp
import { sql } from 'kysely';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { hashPassword } from '../lib/passwords.ts';
import { ms, percentile, ROUNDS, secondsSince, signInHeaders, startPortal, timeGets } from './measure.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPlacements } from './seed-placements.ts';

const POSITIONS = 200;
const APPLICATIONS = 5_000;
const TARGET_MS = 50;
const EMP_ID = 'BE1'; // seedAccounts approves employer 1
const PASSWORD = 'bench-password-1';

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
  console.log(`Seeded in ${secondsSince(started)} s`);
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

    const { app, base } = await startPortal(handle);
    const headers = await signInHeaders(base, EMP_ID, PASSWORD);

    const cases: [string, string][] = [
      [`positions list (${POSITIONS})`, '/api/Employer/GetALLJobPositionByEmployerId'],
      [`applications, first page (of ${APPLICATIONS})`, '/api/Employer/Applications?page=1&pageSize=20'],
      [`applications, one opening (${opening.n})`, `/api/Employer/Applications?JobOpeningId=${opening.id}`],
      ['overview', '/api/Employer/Overview'],
    ];
    console.log(`\n${ROUNDS} requests each (after 10 warm-up), milliseconds:`);
    console.log('case'.padEnd(38), 'p50'.padStart(7), 'p95'.padStart(7), 'target'.padStart(7));
    for (const [label, path] of cases) {
      const { times } = await timeGets(base, path, headers);
      const p95 = percentile(times, 95);
      const verdict = p95 <= TARGET_MS ? 'ok' : 'OVER';
      console.log(label.padEnd(38), ms(percentile(times, 50)), ms(p95), ms(TARGET_MS), ` ${verdict}`);
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
