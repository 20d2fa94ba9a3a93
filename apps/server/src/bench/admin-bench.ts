// Benchmark (not a test): seeds 1,000,000 learners, 100,000 employers (20 positions each) and 1,000,000
// placements by COPY into a fresh PostgreSQL database (issue 31; target: under 3 minutes), then prints
// p50/p95 latency of the admin dashboard's first pages, searches, stats, Placements list and Reports
// (issues 11, 31) over real HTTP. The seed's history gets the steps before each status (a few days
// apart), so the report reads a real history.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
// Sizes: BENCH_LEARNERS, BENCH_EMPLOYERS, BENCH_PLACEMENTS (at most twice the learners).
// BENCH_KEEP=1 keeps the database afterwards (its name is printed) for EXPLAIN ANALYZE in psql;
// BENCH_DATABASE=<name> times a kept database again (no seeding; it stays); BENCH_ONLY='report|first page'
// times only the cases whose label contains one of the words.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { defaultReportRange } from '@ojt/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { LIST_TARGET_MS, type ListCase, listCases } from './admin-list-cases.ts';
import { ms, percentile, ROUNDS, secondsSince, signInHeaders, startPortal, timeGets } from './measure.ts';
import { seedByCopy } from './seed-copy.ts';
import { reportsDiffering, verifySeedSample } from './seed-verify.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 100_000);
const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 1_000_000);
const KEEP = Boolean(process.env.BENCH_KEEP);
const REUSE = process.env.BENCH_DATABASE;
// BENCH_ONLY=<words>: time only the cases whose label contains one of them (separated by |).
const ONLY = process.env.BENCH_ONLY?.split('|');
// Issue 31's targets: the seed in under 3 minutes, each report's p95 under 50 ms.
const SEED_TARGET_S = 180;
const REPORT_TARGET_MS = 50;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
// Half the placements go to one busy employer (200 positions), half spread over the others.
const BUSY_EMP_ID = 'BE1';
const BUSY_POSITIONS = 200;
// A learner's full name that ~1 in 400 learners has: a few hundred placements.
const LEARNER_SEARCH = 'Asha Ramdass';
const SECTOR = 7;
const EMPLOYER_TYPE = 2;
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main() {
  const name = REUSE ?? `ojt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!REUSE) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  try {
    await migrateToLatest(handle.db);
    if (REUSE) console.log(`Reusing database ${name} (BENCH_DATABASE): no seeding`);
    else await seed(handle.db, url.toString());
    const counted = await sql<{ id: number }>`
      SELECT (percentile_disc(0.5) WITHIN GROUP (ORDER BY id))::int AS id FROM placements`.execute(handle.db);
    const middleId = counted.rows[0]?.id ?? 1;
    const exists = await sql`SELECT 1 FROM users WHERE username = 'bench'`.execute(handle.db);
    if (exists.rows.length === 0)
      await createAdmin(handle.db, {
        username: 'bench',
        email: 'bench@ojt.gov.tt',
        password: 'bench-password-1',
      });

    const { app, base } = await startPortal(handle);
    const headers = await signInHeaders(base, 'bench', 'bench-password-1');

    const lists = await listCases(base, headers, {
      learner: LEARNER_SEARCH,
      employer: 'energy',
      busyEmpId: BUSY_EMP_ID,
      sector: SECTOR,
    });
    const cases: ListCase[] = [
      // The reference, measured in the same run: an answer that reads no table.
      { label: 'reference: GET /api/health/live', path: '/api/health/live', target: false },
      ...lists,
      { label: 'stats', path: '/api/Admin/Stats', target: false },
      { label: 'GetPlacementById', path: `/api/Admin/GetPlacementById/${middleId}`, target: false },
      ...reportCases().map(([label, path]) => ({ label, path, target: false })),
    ];
    console.log(
      `\n${ROUNDS} requests each (after 10 warm-up), milliseconds; load average ${load()}; ` +
        `lists' and reports' target p95 < ${LIST_TARGET_MS}:`,
    );
    console.log('case'.padEnd(44), 'p50'.padStart(7), 'p95'.padStart(7), 'max'.padStart(7), '  total rows');
    for (const { label, path, target } of cases.filter(
      ({ label }) => !ONLY || ONLY.some((w) => label.includes(w)),
    )) {
      const { times, body } = await timeGets(base, path, headers);
      const answer = JSON.parse(body) as {
        total?: number;
        totalExact?: boolean;
        totalIsLowerBound?: boolean;
      };
      const p95 = percentile(times, 95);
      const cells = [ms(percentile(times, 50)), ms(p95), ms(times.at(-1) ?? 0)];
      const mark = answer.totalIsLowerBound ? '>' : answer.totalExact === false ? '~' : '';
      const total = answer.total
        ? `${mark}${answer.totalIsLowerBound ? answer.total - 1 : answer.total}`
        : '';
      const goal = label.startsWith('report') ? REPORT_TARGET_MS : target ? LIST_TARGET_MS : undefined;
      const verdict = goal === undefined ? '' : p95 < goal ? '  met' : '  not met';
      console.log(label.padEnd(44), ...cells, `  ${total.padEnd(9)}${verdict}`);
    }
    console.log(`load average after: ${load()}; reports' target: p95 under ${REPORT_TARGET_MS} ms`);
    await app.close();
    const reports = reportCases().map(([, path]) => path.slice(path.indexOf('?') + 1));
    const differing = await reportsDiffering(handle.db, reports);
    console.log(
      differing.length === 0
        ? `The ${reports.length} reports from the summaries equal the old queries' over the rows`
        : `Reports differing from the old queries': ${differing.join(', ')}`,
    );
  } finally {
    await handle.close();
    if (KEEP || REUSE)
      console.log(
        `\nKept database ${name}; time it again with BENCH_DATABASE=${name}, drop it with: dropdb -h 127.0.0.1 -U postgres ${name}`,
      );
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** The report for a whole year (the last 12 months), then with a sector, then with an employer type. */
function reportCases(): [string, string][] {
  const { from, to } = defaultReportRange();
  const year = `/api/Admin/Reports?from=${from}&to=${to}`;
  return [
    ['report, last 12 months', year],
    [`report, year, sector ${SECTOR}`, `${year}&sector=${SECTOR}`],
    [`report, year, employer type ${EMPLOYER_TYPE}`, `${year}&employerType=${EMPLOYER_TYPE}`],
  ];
}

/** Seeds the sizes by COPY (seed-copy.ts), prints the time beside the target, checks a sample. */
async function seed(db: Parameters<typeof verifySeedSample>[0], url: string) {
  if (PLACEMENTS > 2 * LEARNERS) throw new Error('BENCH_PLACEMENTS may be at most twice BENCH_LEARNERS');
  const started = performance.now();
  const counts = await seedByCopy(url, {
    learners: LEARNERS,
    employers: EMPLOYERS,
    perHalf: Math.ceil(PLACEMENTS / 2),
    busyPositions: BUSY_POSITIONS,
    now: new Date(),
  });
  const seconds = Number(secondsSince(started));
  const verdict = seconds < SEED_TARGET_S ? 'met' : 'not met';
  console.log(
    `Seeded by COPY in ${seconds} s (target: under ${SEED_TARGET_S} s: ${verdict}); load average ${load()}`,
  );
  for (const [table, n] of Object.entries(counts))
    console.log(`  ${table.padEnd(26)} ${n.toLocaleString('en')}`);
  console.log(`Facts checked on the history rows of ${await verifySeedSample(db)} sampled applications`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
