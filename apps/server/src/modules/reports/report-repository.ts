import { PLACEMENT_STATUS, ROLE_IDS } from '@ojt/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What a report covers: instants `[from, before)` and the optional filters. */
export interface ReportScope {
  from: Date;
  before: Date;
  sector?: number | undefined;
  employerType?: number | undefined;
  /** The instants the period's second, third, ... months start: row `month` n counts month n (0: the first). */
  monthStarts: Date[];
}

/** One stage of the funnel: how many applications reached it in the period, and the median days it took. */
export interface StageRow {
  status: number;
  n: number;
  median: number | null;
}

/** The statuses whose reaching the report counts (the history's `to_status`). */
const STAGES = [
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
  PLACEMENT_STATUS.WITHDRAWN,
  PLACEMENT_STATUS.COMPLETED,
];
/** The stages whose median days the report gives. */
const MEDIAN_STAGES = [
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
];

// The filters as SQL on a row `alias` carrying copies of `sector` and `employer_type` (placements,
// openings, history: 0010, 0013, 0014), so that neither needs a join.
function filters(scope: ReportScope, alias: 'p' | 'o' | 'h'): { where: RawBuilder<unknown> } {
  const ref = sql.ref(alias);
  const sector = scope.sector === undefined ? sql`` : sql`AND ${ref}.sector = ${scope.sector}`;
  const type =
    scope.employerType === undefined ? sql`` : sql`AND ${ref}.employer_type = ${scope.employerType}`;
  return { where: sql`${sector} ${type}` };
}

// The month of the period an instant falls in (0: the first), by a binary search of the months'
// first instants: no time zone arithmetic per row.
const monthOf = (scope: ReportScope, at: RawBuilder<unknown>) =>
  sql`width_bucket(${at}, ${scope.monthStarts}::timestamptz[])`;

// The median days from the application to a stage, among the period's rows of that stage.
const median = (status: number) =>
  sql`percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE to_status = ${status})`;

/** Counts by month (its index in the period; `sector` null) and by sector (`month` null). */
export interface SplitRow {
  month: number | null;
  sector: number | null;
  n: number;
}

// The report's parts are separate statements, so that on PostgreSQL they run at once on several
// connections (PGlite, one connection, runs them in turn).

/** The openings offered in the period: their `num_openings` summed, by the day they open. */
export async function openingsOffered(db: Db, scope: ReportScope): Promise<number> {
  const on = filters(scope, 'o');
  const result = await sql<{ n: number }>`
    SELECT coalesce(sum(o.num_openings), 0)::int AS n
    FROM job_openings o
    WHERE o.opens_at >= ${scope.from} AND o.opens_at < ${scope.before} ${on.where}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** The applications made in the period, by month and by sector. */
export async function applicationsMade(db: Db, scope: ReportScope): Promise<SplitRow[]> {
  const { from, before } = scope;
  const on = filters(scope, 'p');
  const result = await sql<SplitRow>`
    SELECT ${monthOf(scope, sql`p.created_at`)} AS month, p.sector, count(*)::int AS n
    FROM placements p
    WHERE p.created_at >= ${from} AND p.created_at < ${before} ${on.where}
    GROUP BY GROUPING SETS ((1), (2))`.execute(db);
  return result.rows;
}

// The stage rows of the period, from the history's report index alone (0013): its predicate is
// written out, as the planner matches a partial index only on constants.
function stageRows(scope: ReportScope) {
  const on = filters(scope, 'h');
  return sql`
    FROM placement_status_history h
    WHERE h.to_status IN (${sql.raw(STAGES.join(', '))})
      AND h.changed_at >= ${scope.from} AND h.changed_at < ${scope.before} ${on.where}`;
}

/**
 * How many applications reached each stage in the period (the portal records a history row only when
 * the status changes, so an application reaches a status once), and the median days from the
 * application (the row's `applied_at`, 0013) to it. `percentile_cont` is in PostgreSQL and PGlite.
 */
export async function stagesReached(db: Db, scope: ReportScope): Promise<StageRow[]> {
  const counts = STAGES.map(
    (status) => sql`count(*) FILTER (WHERE to_status = ${status})::int AS ${sql.ref(`n${status}`)}`,
  );
  const medians = MEDIAN_STAGES.map((status) => sql`${median(status)} AS ${sql.ref(`m${status}`)}`);
  const result = await sql<Record<string, number | null>>`
    SELECT ${sql.join([...counts, ...medians])}
    FROM (SELECT h.to_status, date_part('epoch', h.changed_at - h.applied_at) / 86400 AS days ${stageRows(scope)}) r`.execute(
    db,
  );
  const row = result.rows[0] ?? {};
  return STAGES.map((status) => ({ status, n: row[`n${status}`] ?? 0, median: row[`m${status}`] ?? null }));
}

/** The placements made in the period (history rows reaching Placed), by month and by sector. */
export async function placementsMade(db: Db, scope: ReportScope): Promise<SplitRow[]> {
  const result = await sql<SplitRow>`
    SELECT ${monthOf(scope, sql`h.changed_at`)} AS month, h.sector, count(*)::int AS n
    ${stageRows(scope)} AND h.to_status = ${PLACEMENT_STATUS.PLACED}
    GROUP BY GROUPING SETS ((1), (2))`.execute(db);
  return result.rows;
}

/** Learner sign-ups waiting for an admin's decision now, and when the oldest of them signed up. */
export async function learnersWaiting(db: Db): Promise<{ n: number; oldest: Date | null }> {
  const result = await sql<{ n: number; oldest: Date | null }>`
    SELECT count(*)::int AS n, min(created_at) AS oldest FROM users
    WHERE role = ${ROLE_IDS.learner} AND status = 'pending'`.execute(db);
  return result.rows[0] ?? { n: 0, oldest: null };
}
