import { cutOffOf, FIRST_SCHEDULE, nextMonth, portalMonth, STIPEND_LEVELS, workingDays } from '@ojt/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The `count` months ending with the current Port of Spain month, oldest first (`YYYY-MM`). */
export function lastMonths(count: number, now: Date = new Date()): string[] {
  const [year, month] = portalMonth(now).split('-').map(Number) as [number, number];
  const first = year * 12 + (month - 1) - (count - 1);
  return Array.from({ length: count }, (_, i) => {
    const index = first + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Places one application of every learner (the bench employer's for even user ids, another employer's
 * for odd ones) from the first of `months` to the end of the last, naming one of ten officers of each
 * role and a stipend level 1-5; the other Placed rows of the seed become Withdrawn. Answers how many
 * learners are placed.
 */
export async function placeEveryLearner(
  db: Kysely<Database>,
  benchEmpId: string,
  months: readonly string[],
): Promise<number> {
  await sql`
    INSERT INTO officers (name, role)
    SELECT initcap(r) || ' Officer ' || g, r
    FROM unnest(ARRAY['placement', 'pme', 'assistant']) AS r CROSS JOIN generate_series(1, 10) AS g`.execute(
    db,
  );
  await sql`UPDATE placements SET status = 6 WHERE status = 5`.execute(db);
  const start = `${months[0]}-01`;
  const end = `${nextMonth(months.at(-1) as string)}-01`;
  const levels = STIPEND_LEVELS.map((row) => FIRST_SCHEDULE.rates[row.level] / 100);
  const placed = await sql<{ n: number }>`
    WITH chosen AS (
      SELECT p.id FROM placements p JOIN employers e ON e.user_id = p.employer_user_id
      WHERE (e.emp_id = ${benchEmpId}) = (p.learner_user_id % 2 = 0)
    ), placed AS (
      UPDATE placements p
      SET status = 5, date_placed = ${start}::date - 7, start_date = ${start}::date,
          end_date = ${end}::date - 1, stipend_level = 1 + p.id % 5,
          monthly_stipend = (${levels}::numeric[])[1 + p.id % 5],
          placement_officer = 'Placement Officer ' || (1 + p.id % 10),
          pme_officer = 'Pme Officer ' || (1 + p.id / 10 % 10),
          placement_assistant = 'Assistant Officer ' || (1 + p.id / 100 % 10)
      FROM chosen c WHERE p.id = c.id
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM placed`.execute(db);
  return placed.rows[0]?.n ?? 0;
}

/**
 * Every Placed placement's months, as rows: the current month a Draft; the one before it mostly
 * approved (a tenth after the cut-off), the rest submitted, returned or still a draft; older months
 * nearly all approved (8 in 100 after their cut-off). Each month's days are its working days marked
 * Present, worked out once per month with the holidays table. One INSERT … SELECT: no row round trips.
 */
export async function seedTimesheets(db: Kysely<Database>, months: readonly string[]): Promise<number> {
  const { rows } = await sql<{ date: string }>`SELECT date::text AS date FROM holidays`.execute(db);
  const holidays = new Set(rows.map((row) => row.date));
  const working = months.map((month) => workingDays(month, holidays));
  const cutOffs = months.map((month) => cutOffOf(month, holidays).toISOString());
  const days = working.map((dates) =>
    JSON.stringify(dates.map((date) => ({ date, am: 'P', pm: 'P', leaveReason: null }))),
  );
  const rates = STIPEND_LEVELS.map((row) => FIRST_SCHEDULE.rates[row.level]);
  const last = months.length - 1;
  await sql`
    INSERT INTO timesheets (placement_id, learner_user_id, employer_user_id, month, status, days, remarks,
                            working_days, days_credited, level, rate_cents, amount_cents, cut_off_at,
                            pay_cycle, submitted_at, approved_at, approved_by)
    SELECT p.id, p.learner_user_id, p.employer_user_id, m.month, s.status,
           CASE WHEN s.status = 'Draft' THEN '[]'::jsonb ELSE m.days END, '',
           m.working, m.working, p.stipend_level, r.rate, r.rate, m.cut_off, s.cycle,
           CASE WHEN s.status <> 'Draft' THEN m.cut_off - interval '3 days' END,
           CASE WHEN s.cycle = 1 THEN m.cut_off - interval '2 days'
                WHEN s.cycle = 2 THEN m.cut_off + interval '3 days' END,
           CASE WHEN s.cycle IS NOT NULL THEN p.employer_user_id END
    FROM placements p
    CROSS JOIN (
      SELECT i, (${months}::text[])[i + 1] AS month, (${working.map((d) => d.length)}::int[])[i + 1] AS working,
             (${cutOffs}::timestamptz[])[i + 1] AS cut_off, (${days}::text[])[i + 1]::jsonb AS days
      FROM generate_series(0, ${last}) AS i
    ) AS m
    CROSS JOIN LATERAL (SELECT (p.id * 31 + m.i * 17) % 100 AS h) AS hash
    CROSS JOIN LATERAL (
      SELECT CASE
               WHEN m.i = ${last} THEN 'Draft'
               WHEN m.i = ${last - 1} THEN
                 CASE WHEN hash.h < 60 THEN 'Approved' WHEN hash.h < 80 THEN 'Submitted'
                      WHEN hash.h < 90 THEN 'Returned' ELSE 'Draft' END
               ELSE CASE WHEN hash.h < 94 THEN 'Approved' WHEN hash.h < 97 THEN 'Submitted'
                         WHEN hash.h < 99 THEN 'Returned' ELSE 'Draft' END
             END AS status,
             CASE
               WHEN m.i = ${last} THEN NULL
               WHEN m.i = ${last - 1} THEN CASE WHEN hash.h < 50 THEN 1 WHEN hash.h < 60 THEN 2 END
               ELSE CASE WHEN hash.h < 8 THEN 2 WHEN hash.h < 94 THEN 1 END
             END::smallint AS cycle
    ) AS s
    CROSS JOIN LATERAL (SELECT (${rates}::int[])[p.stipend_level] AS rate) AS r
    WHERE p.status = 5`.execute(db);
  await sql`VACUUM ANALYZE timesheets`.execute(db);
  await sql`VACUUM ANALYZE placements`.execute(db);
  const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM timesheets`.execute(db);
  return counted.rows[0]?.n ?? 0;
}
