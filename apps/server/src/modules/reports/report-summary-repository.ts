import { PLACEMENT_STATUS, REPORT_MEDIAN_STAGES, REPORT_STAGES } from '@ojt/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportScope, SplitRow, StageRow } from './report-repository.ts';

type Db = Kysely<Database>;

// The report read from the summaries kept by migration 0036's triggers (issue 31): whole months of the
// period from the month rows, its partial first and last months from the day rows. A missing sector
// or type is -1 there, "all" is -2.
const NONE = -1;
const ALL = -2;
const OPENINGS = 0;
const APPLICATIONS = 1;
const STAGES = REPORT_STAGES;
const MEDIAN_STAGES = REPORT_MEDIAN_STAGES;

/** The report's parts, as the service assembles them. */
export interface ReportParts {
  openings: number;
  applications: SplitRow[];
  stages: StageRow[];
  placements: SplitRow[];
}

const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayRange = (first: string, last: string) =>
  sql`(grain = 1 AND start_day BETWEEN ${first}::date AND ${last}::date)`;

/**
 * The summary rows covering days `from`-`to`, and the sign each counts with: whole months at grain 2;
 * a partial month by its days (grain 1), or, when that reads fewer rows, by its month row less the days
 * outside the period (the rest of the current month is in the future: no rows).
 */
function cells(scope: ReportScope): { where: RawBuilder<unknown>; sign: RawBuilder<unknown> } {
  const whole = scope.months.filter((m) => scope.fromDay <= `${m}-01` && lastDayOf(m) <= scope.toDay);
  const parts: RawBuilder<unknown>[] = [];
  const less: RawBuilder<unknown>[] = [];
  if (whole.length > 0)
    parts.push(
      sql`(grain = 2 AND start_day BETWEEN ${`${whole[0]}-01`}::date AND ${`${whole.at(-1)}-01`}::date)`,
    );
  for (const month of scope.months.filter((m) => !whole.includes(m))) {
    const [start, end] = [`${month}-01`, lastDayOf(month)];
    const first = scope.fromDay > start ? scope.fromDay : start;
    const last = scope.toDay < end ? scope.toDay : end;
    const inside = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
    if (inside <= Number(end.slice(8)) - inside) {
      parts.push(dayRange(first, last));
      continue;
    }
    parts.push(sql`(grain = 2 AND start_day = ${start}::date)`);
    if (first > start) less.push(dayRange(start, addDays(first, -1)));
    if (last < end) less.push(dayRange(addDays(last, 1), end));
  }
  const sign = less.length === 0 ? sql`1` : sql`(CASE WHEN ${sql.join(less, sql` OR `)} THEN -1 ELSE 1 END)`;
  return { where: sql`(${sql.join([...parts, ...less], sql` OR `)})`, sign };
}

interface CountRow {
  measure: number;
  month: string;
  sector: number;
  n: number;
}

function split(rows: CountRow[], measure: number, months: string[]): SplitRow[] {
  const byMonth = new Map<number, number>();
  const bySector = new Map<number, number>();
  for (const row of rows.filter((r) => r.measure === measure)) {
    const month = months.indexOf(row.month);
    byMonth.set(month, (byMonth.get(month) ?? 0) + row.n);
    if (row.sector !== NONE) bySector.set(row.sector, (bySector.get(row.sector) ?? 0) + row.n);
  }
  return [
    ...[...byMonth].map(([month, n]) => ({ month, sector: null, n })),
    ...[...bySector].filter(([, n]) => n !== 0).map(([sector, n]) => ({ month: null, sector, n })),
  ];
}

async function counts(db: Db, scope: ReportScope): Promise<CountRow[]> {
  const sector = scope.sector === undefined ? sql`` : sql`AND sector = ${scope.sector}`;
  const period = cells(scope);
  const result = await sql<CountRow>`
    SELECT measure, to_char(month, 'YYYY-MM') AS month, sector, n::int AS n
    FROM (SELECT measure, date_trunc('month', start_day) AS month, sector, sum(${period.sign} * n) AS n
          FROM report_counts
          WHERE ${period.where} AND employer_type = ${scope.employerType ?? ALL} ${sector}
          GROUP BY 1, 2, 3 HAVING sum(${period.sign} * n) <> 0) c`.execute(db);
  return result.rows;
}

interface Bucket {
  to_status: number;
  whole_days: number;
  n: number;
  /** How many are the whole number of days exactly (they come first in the bucket). */
  n_whole: number;
  uniform: boolean;
}

// The period's histogram of whole days per median stage; `uniform`: all its durations are equal.
async function buckets(db: Db, scope: ReportScope): Promise<Bucket[]> {
  const { where, sign } = cells(scope);
  const result = await sql<Bucket>`
    SELECT to_status, whole_days, sum(n)::int AS n, sum(n_whole)::int AS n_whole,
           sum(n) * sum(sumsq_us) = sum(sum_us) * sum(sum_us) AS uniform
    FROM (SELECT to_status, whole_days, ${sign} * n AS n, ${sign} * n_whole AS n_whole,
                 ${sign} * sum_us AS sum_us, ${sign} * sumsq_us AS sumsq_us
          FROM report_durations
          WHERE ${where} AND sector = ${scope.sector ?? ALL} AND employer_type = ${scope.employerType ?? ALL}) d
    GROUP BY to_status, whole_days HAVING sum(n) > 0
    ORDER BY to_status, whole_days`.execute(db);
  return result.rows;
}

const DAYS = sql`date_part('epoch', h.changed_at - h.applied_at) / 86400`;

/**
 * The `offset`-th (from 0) stage row of the period in a bucket by its days (above the whole days when
 * `aboveWhole`, the rows exactly on them being counted from the histogram): its days.
 */
async function daysAt(
  db: Db,
  scope: ReportScope,
  status: number,
  bucket: Bucket,
  offset: number,
  aboveWhole: boolean,
) {
  const sector = scope.sector === undefined ? sql`` : sql`AND h.sector = ${scope.sector}`;
  const type = scope.employerType === undefined ? sql`` : sql`AND h.employer_type = ${scope.employerType}`;
  const lowest = aboveWhole ? sql`${DAYS} > ${bucket.whole_days}` : sql`${DAYS} >= ${bucket.whole_days}`;
  // The status as a constant, so the planner matches the partial index (0036).
  const result = await sql<{ days: number }>`
    SELECT ${DAYS} AS days FROM placement_status_history h
    WHERE h.to_status = ${sql.lit(status)} AND ${lowest} AND ${DAYS} < ${bucket.whole_days + 1}
      AND h.changed_at >= ${scope.from} AND h.changed_at < ${scope.before} ${sector} ${type}
    ORDER BY ${DAYS} OFFSET ${offset} LIMIT 1`.execute(db);
  return Number(result.rows[0]?.days);
}

/** The days of the rank-th (from 0) row of a bucket: from the histogram where it can, else from the rows. */
function inBucket(db: Db, scope: ReportScope, status: number, bucket: Bucket, rank: number) {
  if (bucket.uniform) return daysAt(db, scope, status, bucket, 0, false);
  if (rank < bucket.n_whole) return Promise.resolve(bucket.whole_days);
  return daysAt(db, scope, status, bucket, rank - bucket.n_whole, true);
}

/** `percentile_cont(0.5)` of a stage's days in the period, from its histogram and at most two rows. */
async function median(db: Db, scope: ReportScope, histogram: Bucket[], status: number) {
  const total = histogram.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  const at = async (rank: number) => {
    let before = 0;
    for (const bucket of histogram) {
      if (rank < before + bucket.n) return inBucket(db, scope, status, bucket, rank - before);
      before += bucket.n;
    }
    throw new Error(`rank ${rank} beyond the histogram of status ${status}`);
  };
  const rank = 0.5 * (total - 1);
  const [lo, hi] = [Math.floor(rank), Math.ceil(rank)];
  const [first, second] = await Promise.all([at(lo), hi === lo ? null : at(hi)]);
  // As PostgreSQL interpolates (float8 lerp: lo + pct * (hi - lo)).
  return second === null ? first : first + (rank - lo) * (second - first);
}

/** The report's parts for a period and filters, from the summaries. */
export async function summaryParts(db: Db, scope: ReportScope): Promise<ReportParts> {
  const [rows, histogram] = await Promise.all([counts(db, scope), buckets(db, scope)]);
  const medians = await Promise.all(
    MEDIAN_STAGES.map((status) =>
      median(
        db,
        scope,
        histogram.filter((b) => b.to_status === status),
        status,
      ),
    ),
  );
  const total = (measure: number) => rows.reduce((sum, r) => sum + (r.measure === measure ? r.n : 0), 0);
  return {
    openings: total(OPENINGS),
    applications: split(rows, APPLICATIONS, scope.months),
    stages: STAGES.map((status) => ({
      status,
      n: total(status),
      median: medians[MEDIAN_STAGES.indexOf(status as (typeof MEDIAN_STAGES)[number])] ?? null,
    })),
    placements: split(rows, PLACEMENT_STATUS.PLACED, scope.months),
  };
}
