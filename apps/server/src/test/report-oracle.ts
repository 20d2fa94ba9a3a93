import { PLACEMENT_STATUS, REPORT_MEDIAN_STAGES, REPORT_STAGES } from '@ojt/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReportScope, SplitRow, StageRow } from '../modules/reports/report-repository.ts';
import type { ReportParts } from '../modules/reports/report-summary-repository.ts';

// Test oracle (issue 31): the report's parts computed the old way, from the rows themselves (the
// queries of issue 11 before the summaries of migration 0036). The summaries must give the same answer.
type Db = Kysely<Database>;
const STAGES = REPORT_STAGES;
const MEDIAN_STAGES = REPORT_MEDIAN_STAGES;

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

/** The report's parts computed from the rows. */
export async function oracleParts(db: Db, scope: ReportScope): Promise<ReportParts> {
  const [openings, applications, stages, placements] = await Promise.all([
    openingsOffered(db, scope),
    applicationsMade(db, scope),
    stagesReached(db, scope),
    placementsMade(db, scope),
  ]);
  return { openings, applications, stages, placements };
}
