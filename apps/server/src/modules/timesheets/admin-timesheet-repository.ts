import type { TimesheetStatus } from '@ojt/domain';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The office's Timesheets filters, as the service reads them from the query. */
export interface AdminTimesheetFilter {
  /** `YYYY-MM`. */
  month?: string | undefined;
  status?: TimesheetStatus | undefined;
  /** An employer's EmpId (any case). */
  empId?: string | undefined;
  /** The placement's sector. */
  sector?: number | undefined;
  /** An `officers.id`: months of placements naming that officer in any of their three officer roles. */
  officerId?: number | undefined;
  /** Only the late months (see `lateMonth`). */
  late: boolean;
  /** The instant a cut-off is compared with. */
  now: Date;
}

type MonthScope = ExpressionBuilder<Database & { t: Database['timesheets'] }, 't'>;

/**
 * A month is late when it is not approved and its cut-off has passed, or when it was approved after
 * it (pay cycle 2). Its two arms are index ranges: 0026's partial index on the open months' cut-off
 * and the partial index of pay cycle 2 (0027).
 */
function lateMonth(eb: MonthScope, now: Date) {
  return eb.or([
    eb.and([eb('t.status', '<>', 'Approved'), eb('t.cut_off_at', '<=', now)]),
    eb('t.pay_cycle', '=', 2),
  ]);
}

/**
 * Months filtered on their own row (month, status, employer, lateness) and, for the sector and the
 * officer, on the set of their placements' ids: the count reads no join.
 */
function filteredTimesheets(db: Db, filter: AdminTimesheetFilter) {
  let q = db.selectFrom('timesheets as t');
  if (filter.month) q = q.where('t.month', '=', filter.month);
  if (filter.status) q = q.where('t.status', '=', filter.status);
  if (filter.empId) {
    const empId = filter.empId.toLowerCase();
    // An unknown EmpId matches no employer, so no month: an empty page, not an error.
    q = q.where('t.employer_user_id', '=', (eb) =>
      eb
        .selectFrom('employers')
        .select('user_id')
        .where((inner) => inner(inner.fn('lower', ['emp_id']), '=', empId)),
    );
  }
  if (filter.sector !== undefined || filter.officerId !== undefined) {
    const { sector, officerId } = filter;
    q = q.where('t.placement_id', 'in', (eb) => {
      let placements = eb.selectFrom('placements as p').select('p.id');
      if (sector !== undefined) placements = placements.where('p.sector', '=', sector);
      if (officerId !== undefined)
        // The placement keeps each officer's name as given when placing; an unknown id names no one.
        placements = placements.where((pe) =>
          pe.exists(
            pe
              .selectFrom('officers as o')
              .select('o.id')
              .where('o.id', '=', officerId)
              .where(
                sql<boolean>`lower(o.name) IN (lower(p.placement_officer), lower(p.pme_officer), lower(p.placement_assistant))`,
              ),
          ),
        );
      return placements;
    });
  }
  if (filter.late) q = q.where((eb) => lateMonth(eb, filter.now));
  return q;
}

/**
 * One page of months across employers, newest month first (then newest record: a stable order),
 * each with its placement's sector and placement officer, its learner's and employer's names and keys,
 * and whether it is late.
 */
export async function listAdminTimesheets(
  db: Db,
  filter: AdminTimesheetFilter,
  page: { limit: number; offset: number },
) {
  return filteredTimesheets(db, filter)
    .innerJoin('placements as p', 'p.id', 't.placement_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .selectAll('t')
    .select((eb) => [
      'p.sector',
      'p.placement_officer',
      'l.learner_id',
      'l.first_name',
      'l.last_name',
      'e.emp_id',
      'e.emp_name',
      eb.fn.coalesce(lateMonth(eb, filter.now), sql<boolean>`false`).$castTo<boolean>().as('late'),
    ])
    .orderBy('t.month', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** How many months match: the timesheets table alone (and the placements' id set for sector or officer). */
export async function countAdminTimesheets(db: Db, filter: AdminTimesheetFilter): Promise<number> {
  const row = await filteredTimesheets(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
