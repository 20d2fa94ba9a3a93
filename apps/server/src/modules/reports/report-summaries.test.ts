import { reportQuerySchema } from '@ojt/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../../bench/seed-accounts.ts';
import { oracleParts } from '../../test/report-oracle.ts';
import { useTestContext } from '../../test/test-app.ts';
import { programmeReport } from './report-service.ts';

// Issue 31: the programme report read from the summaries of migration 0036 answers exactly what the
// old queries over the rows answer (test/report-oracle.ts), on varied data and after the changes the
// portal makes to it: new steps, withdrawals, moved days, a position's new sector, an employer's new
// type, changed openings, deleted applications.
const ctx = useTestContext();
const NOW = new Date('2026-11-27T16:00:00Z');
const clock = { now: () => NOW };
const DAY = 86_400_000;
const SECTORS = [3, 7, 12, 20, 33];

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: T[]) => items[Math.floor(next() * items.length)] as T };
}

const PERIODS = [
  {},
  { from: '2025-01-01', to: '2026-12-31' },
  { from: '2025-03-15', to: '2025-03-15' },
  { from: '2025-02-10', to: '2025-09-20' },
  { from: '2026-01-01', to: '2026-01-31' },
  { from: '2024-06-01', to: '2025-01-31' },
  { from: '2025-06-30', to: '2026-07-01' },
  { from: '2025-05-03', to: '2025-05-29' },
];
const FILTERS = [
  {},
  { sector: '7' },
  { employerType: '2' },
  { sector: '7', employerType: '2' },
  { sector: '3', employerType: '1' },
];

async function expectSameReports() {
  let stepsSeen = 0;
  for (const period of PERIODS) {
    for (const filter of FILTERS) {
      const query = reportQuerySchema.parse({ ...period, ...filter });
      const fromSummaries = await programmeReport({ db: ctx.db, clock }, query);
      const fromRows = await programmeReport({ db: ctx.db, clock }, query, oracleParts);
      expect(fromSummaries, JSON.stringify({ ...period, ...filter })).toEqual(fromRows);
      stepsSeen += fromRows.counts.interviews + fromRows.counts.placed;
    }
  }
  return stepsSeen;
}

/** Positions, openings, applications and their histories spread over two years, through SQL. */
async function buildProgramme() {
  const random = randomSource(31);
  await seedAccounts(ctx.db, 400, 12);
  await sql`
    INSERT INTO job_positions (employer_user_id, title, sector, status)
    SELECT e.user_id, 'Position ' || g, (${sql.lit(`{${SECTORS.join(',')}}`)}::int[])[1 + (e.user_id + g) % 5], 1
    FROM employers e CROSS JOIN generate_series(1, 4) AS g`.execute(ctx.db);
  const { rows: positions } = await sql<{ id: number }>`SELECT id FROM job_positions ORDER BY id`.execute(
    ctx.db,
  );
  const start = Date.parse('2024-11-01T00:00:00Z');
  const span = NOW.getTime() - start - 40 * DAY;
  const instant = () => new Date(start + Math.floor(random.next() * span));
  for (const position of positions) {
    for (let k = 0; k < 2; k += 1) {
      const opens = instant();
      await sql`INSERT INTO job_openings (job_position_id, num_openings, opens_at, closes_at)
        VALUES (${position.id}, ${1 + Math.floor(random.next() * 4)}, ${opens}, ${new Date(opens.getTime() + 30 * DAY)})`.execute(
        ctx.db,
      );
    }
  }
  const { rows: openings } = await sql<{ id: number }>`SELECT id FROM job_openings ORDER BY id`.execute(
    ctx.db,
  );
  const { rows: learners } = await sql<{
    user_id: number;
  }>`SELECT user_id FROM learners ORDER BY user_id`.execute(ctx.db);
  const paths = [[], [2], [2, 3], [2, 4], [2, 3, 5], [2, 3, 5, 7], [6], [2, 6], [2, 3, 5, 6]];
  // Whole days (many applications share them) and any instant: both kinds of median bucket.
  const wait = () =>
    random.next() < 0.5 ? (1 + Math.floor(random.next() * 9)) * DAY : random.next() * 12 * DAY;
  for (const [i, learner] of learners.entries()) {
    const applied = instant();
    const path = random.pick(paths);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO placements (learner_user_id, job_opening_id, placement_type, status, created_at)
      VALUES (${learner.user_id}, ${random.pick(openings).id}, 1, ${path.at(-1) ?? 1}, ${applied}) RETURNING id`.execute(
      ctx.db,
    );
    let at = applied.getTime();
    const steps = [{ from: null as number | null, to: 1, at }];
    for (const status of path) {
      at += wait();
      steps.push({ from: steps.at(-1)!.to, to: status, at });
    }
    // Half the histories in one statement, half a step at a time (as the portal writes them).
    const values = steps.map((s) => sql`(${rows[0]!.id}, ${s.from}, ${s.to}, ${new Date(s.at)})`);
    const chunks = i % 2 === 0 ? [values] : values.map((v) => [v]);
    for (const chunk of chunks)
      await sql`INSERT INTO placement_status_history (placement_id, from_status, to_status, changed_at)
        VALUES ${sql.join(chunk)}`.execute(ctx.db);
  }
}

describe('the report from the summaries (migration 0036)', () => {
  it('answers what the rows answer, for periods and filters, before and after changes', async () => {
    await buildProgramme();
    expect(await expectSameReports()).toBeGreaterThan(100);

    // Withdrawals and later steps, a day apart and at any instant.
    await sql`
      INSERT INTO placement_status_history (placement_id, from_status, to_status, changed_at)
      SELECT p.id, p.status, 6, p.created_at + make_interval(days => 2 + p.id % 5, secs => (p.id % 3) * 1234.5)
      FROM placements p WHERE p.status IN (2, 3) AND p.id % 3 = 0`.execute(ctx.db);
    // Steps moved in time, applications made on another day.
    await sql`UPDATE placement_status_history SET changed_at = changed_at + interval '40 days 3 hours'
      WHERE id % 7 = 0 AND to_status > 1`.execute(ctx.db);
    await sql`UPDATE placements SET created_at = created_at - interval '2 days' WHERE id % 11 = 0`.execute(
      ctx.db,
    );
    // A position's new sector and an employer's new type follow into what is already recorded.
    await sql`UPDATE job_positions SET sector = 7 WHERE id % 9 = 0`.execute(ctx.db);
    await sql`UPDATE employers SET emp_type = 1 + emp_type % 4 WHERE user_id % 3 = 0`.execute(ctx.db);
    // Openings changed and removed; applications removed with their histories.
    await sql`UPDATE job_openings SET num_openings = num_openings + 2, opens_at = opens_at - interval '20 days'
      WHERE id % 4 = 0`.execute(ctx.db);
    await sql`DELETE FROM placements WHERE id % 13 = 0`.execute(ctx.db);
    await sql`DELETE FROM job_openings WHERE id % 17 = 0`.execute(ctx.db);
    // An unrelated change (a comment) leaves the summaries as they are.
    await sql`UPDATE placements SET comments = 'seen' WHERE id % 5 = 0`.execute(ctx.db);
    expect(await expectSameReports()).toBeGreaterThan(100);

    // The learners waiting, counted by the triggers on users.
    await sql`UPDATE users SET status = 'approved' WHERE role = 2 AND id % 5 = 0`.execute(ctx.db);
    await sql`DELETE FROM users WHERE role = 2 AND status = 'pending' AND id % 7 = 0`.execute(ctx.db);
    const waiting = await sql<{ kept: number; counted: number }>`
      SELECT (SELECT n::int FROM account_counts WHERE role = 2 AND status = 'pending') AS kept,
             (SELECT count(*)::int FROM users WHERE role = 2 AND status = 'pending') AS counted`.execute(
      ctx.db,
    );
    expect(waiting.rows[0]!.kept).toBe(waiting.rows[0]!.counted);
    // The backfill (the migration's, and the bench seed's after its COPY) rebuilds the same summaries.
    await sql`SELECT report_summaries_rebuild()`.execute(ctx.db);
    await expectSameReports();
  }, 180_000);
});
