import { PLACEMENT_STATUS } from '@ojt/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What the placement life report covers: days `from`-`to`, instants `[fromAt, beforeAt)`, filters. */
export interface LifeScope {
  from: string;
  to: string;
  fromAt: Date;
  beforeAt: Date;
  sector?: number | undefined;
  employerType?: number | undefined;
}

// The filters on the placement's copies of its sector and employer type (0010, 0014).
function placementFilters(scope: LifeScope): RawBuilder<unknown> {
  const sector = scope.sector === undefined ? sql`` : sql`AND p.sector = ${scope.sector}`;
  const type = scope.employerType === undefined ? sql`` : sql`AND p.employer_type = ${scope.employerType}`;
  return sql`${sector} ${type}`;
}

/** The placements that ended early (Exited early) with an exit date in the period: reason, start, exit. */
export async function earlyExitsIn(db: Db, scope: LifeScope) {
  const result = await sql<{ exit_reason: string | null; start_date: string | null; end_date: string }>`
    SELECT p.exit_reason, p.start_date::text AS start_date, p.end_date::text AS end_date
    FROM placements p
    WHERE p.status = ${PLACEMENT_STATUS.EXITED_EARLY}
      AND p.end_date >= ${scope.from}::date AND p.end_date <= ${scope.to}::date ${placementFilters(scope)}`.execute(
    db,
  );
  return result.rows;
}

/** The reviews signed off in the period: how many, how many by their due date, the parts' averages. */
export async function reviewsSignedOffIn(db: Db, scope: LifeScope) {
  const result = await sql<{
    n: number;
    on_time: number;
    learner: string | null;
    attendance: string | null;
    punctuality: string | null;
    quality: string | null;
    teamwork: string | null;
  }>`
    SELECT count(*)::int AS n,
      (count(*) FILTER (WHERE (r.signed_off_at AT TIME ZONE 'America/Port_of_Spain')::date <= r.due_date))::int AS on_time,
      avg(r.learner_rating)::text AS learner,
      avg(r.employer_attendance)::text AS attendance,
      avg(r.employer_punctuality)::text AS punctuality,
      avg(r.employer_quality)::text AS quality,
      avg(r.employer_teamwork)::text AS teamwork
    FROM reviews r
    JOIN placements p ON p.id = r.placement_id
    WHERE r.signed_off_at >= ${scope.fromAt} AND r.signed_off_at < ${scope.beforeAt} ${placementFilters(scope)}`.execute(
    db,
  );
  return result.rows[0];
}
