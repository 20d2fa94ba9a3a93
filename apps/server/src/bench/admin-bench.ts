// Benchmark (not a test): seeds 100,000 learners, 10,000 employers (20 positions each) and 100,000
// placements into a fresh PostgreSQL database, then prints p50/p95 latency of the admin dashboard's
// first pages, searches, stats, Placements list and Reports (issue 11) over real HTTP. The seed's
// history gets the steps before each status (a few days apart), so the report reads a real history.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
// Sizes: BENCH_LEARNERS, BENCH_EMPLOYERS, BENCH_PLACEMENTS (at most twice the learners).
// BENCH_KEEP=1 keeps the database afterwards (its name is printed) for EXPLAIN ANALYZE in psql.
// BENCH_DATABASE=<name> reuses a kept database: no seeding (it is migrated, then measured), and kept.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { defaultReportRange } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { LIST_TARGET_MS, type ListCase, listCases } from './admin-list-cases.ts';
import { ms, percentile, ROUNDS, secondsSince, signInHeaders, startPortal, timeGets } from './measure.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPlacements } from './seed-placements.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 10_000);
const PLACEMENTS = Number(process.env.BENCH_PLACEMENTS ?? 100_000);
const REUSE = process.env.BENCH_DATABASE;
const KEEP = Boolean(process.env.BENCH_KEEP) || Boolean(REUSE);
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
    const middleId = REUSE ? await middlePlacementId(handle.db) : await seed(handle.db);
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
    console.log(`\nLoad average: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`);
    console.log(
      `${ROUNDS} requests each (after 10 warm-up), milliseconds; lists' target p95 < ${LIST_TARGET_MS}:`,
    );
    console.log('case'.padEnd(44), 'p50'.padStart(7), 'p95'.padStart(7), 'max'.padStart(7), '  total rows');
    for (const { label, path, target } of cases) {
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
      const verdict = target ? (p95 < LIST_TARGET_MS ? '  met' : '  not met') : '';
      console.log(label.padEnd(44), ...cells, `  ${total.padEnd(9)}${verdict}`);
    }
    console.log(`Load average: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`);
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

/** Seeds the accounts, placements and their history, and the admin `bench`; answers the middle placement's id. */
async function seed(db: Kysely<Database>): Promise<number> {
  const started = performance.now();
  await seedAccounts(db, LEARNERS, EMPLOYERS);
  console.log(`Seeded ${LEARNERS} learners and ${EMPLOYERS} employers in ${secondsSince(started)} s`);
  if (PLACEMENTS > 2 * LEARNERS) throw new Error('BENCH_PLACEMENTS may be at most twice BENCH_LEARNERS');
  const placementsStarted = performance.now();
  await seedPlacements(db, BUSY_EMP_ID, BUSY_POSITIONS, Math.ceil(PLACEMENTS / 2));
  const counted = await sql<{ n: number; id: number }>`
    SELECT count(*)::int AS n, (percentile_disc(0.5) WITHIN GROUP (ORDER BY id))::int AS id
    FROM placements`.execute(db);
  const { n: placements, id: middleId } = counted.rows[0]!;
  const steps = await seedHistorySteps(db);
  console.log(
    `Seeded ${placements} placements (${steps} status history rows) in ${secondsSince(placementsStarted)} s`,
  );
  await createAdmin(db, {
    username: 'bench',
    email: 'bench@ojt.gov.tt',
    password: 'bench-password-1',
  });

  return middleId;
}

/** The middle placement's id of a kept database. */
async function middlePlacementId(db: Kysely<Database>): Promise<number> {
  const counted = await sql<{ id: number }>`
    SELECT (percentile_disc(0.5) WITHIN GROUP (ORDER BY id))::int AS id FROM placements`.execute(db);
  return counted.rows[0]!.id;
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

/**
 * The seed records one history row per placement (its status, when it applied). Each becomes the
 * application (1), and the steps to its status follow a few days apart (never after now): interview,
 * then selection or not, placement, completion; a withdrawal two days on. Answers the rows in all.
 */
async function seedHistorySteps(db: Kysely<Database>): Promise<number> {
  await sql`UPDATE placement_status_history SET to_status = 1, from_status = NULL`.execute(db);
  await sql`
    INSERT INTO placement_status_history (placement_id, from_status, to_status, changed_by, changed_at)
    SELECT p.id, s.from_status, s.to_status, p.learner_user_id,
           LEAST(p.created_at + make_interval(days => s.after_days + p.id % 7), now() - interval '1 minute')
    FROM placements p
    JOIN (VALUES (1, 2, 3, ARRAY[2, 3, 4, 5, 7]), (2, 3, 10, ARRAY[3, 5, 7]), (2, 4, 10, ARRAY[4]),
                 (3, 5, 30, ARRAY[5, 7]), (5, 7, 60, ARRAY[7]), (1, 6, 2, ARRAY[6]))
         AS s (from_status, to_status, after_days, path) ON p.status = ANY (s.path)`.execute(db);
  await sql`VACUUM ANALYZE placement_status_history`.execute(db);
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM placement_status_history`.execute(
    db,
  );
  return counted.rows[0]!.n;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
