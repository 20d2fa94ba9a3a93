import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';

// The admin lists' totals at a million rows (issue 31): an exact count of a million matches reads a
// million index entries on every page. Up to EXACT_COUNT_UP_TO matches are counted exactly (a count
// that stops there); above it the total is the planner's estimate of the same filtered query, and
// `totalExact` says so. `count=exact` asks for the exact count however large (slower).

/** Matches counted exactly before the total becomes an estimate. */
export const EXACT_COUNT_UP_TO = 10_000;

export interface ListTotal {
  total: number;
  totalExact: boolean;
  /**
   * True when `total` is only a lower bound: more than `upTo` matched (the bounded count hit the limit)
   * but the planner estimated fewer, so the answer is upTo + 1 and the web says "more than 10,000".
   */
  totalIsLowerBound: boolean;
}

/** Two significant figures: an estimate does not pretend to more (998,734 → 1,000,000). */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const scale = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / scale) * scale;
}

/** The planner's row estimate of the top node of `EXPLAIN (FORMAT JSON)`'s answer. */
function planRows(rows: Record<string, unknown>[]): number {
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const doc = typeof first === 'string' ? JSON.parse(first) : first;
  const estimate = Number(
    (doc as { Plan?: { 'Plan Rows'?: unknown } }[] | undefined)?.[0]?.Plan?.['Plan Rows'],
  );
  return Number.isFinite(estimate) ? estimate : 0;
}

/**
 * How many rows `query` (filtered, without select, order or limit) matches: exactly when `exact` or
 * when at most `upTo` match, else the planner's estimate, or upTo + 1 as a lower bound when the
 * estimate is not above the limit.
 */
export async function estimatedCount(
  // biome-ignore lint/suspicious/noExplicitAny: any schema.
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: any list's tables.
  query: SelectQueryBuilder<any, any, object>,
  options: {
    exact: boolean;
    upTo?: number | undefined;
    /** The caller already knows more than `upTo` match (no bounded count is made). */
    aboveLimit?: boolean | undefined;
  },
): Promise<ListTotal> {
  const upTo = options.upTo ?? EXACT_COUNT_UP_TO;
  const ones = query.select(sql<number>`1`.as('one'));
  const bounded = options.exact ? ones : ones.limit(upTo + 1);
  const n =
    options.aboveLimit && !options.exact
      ? upTo + 1
      : Number(
          (
            await db
              .selectFrom(bounded.as('matched'))
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
  if (options.exact || n <= upTo) return { total: n, totalExact: true, totalIsLowerBound: false };
  const plan = await sql<Record<string, unknown>>`EXPLAIN (FORMAT JSON) ${ones}`.execute(db);
  const estimate = roundEstimate(planRows(plan.rows));
  // The planner cannot see every filter's selectivity (the employer filter reads its id in a subquery):
  // an estimate at or below the limit contradicts the count, so the answer is the count's lower bound.
  if (estimate <= upTo) return { total: upTo + 1, totalExact: false, totalIsLowerBound: true };
  return { total: estimate, totalExact: false, totalIsLowerBound: false };
}
