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
  /** An officer's name (any case): months of placements naming them in any of their three officer roles. */
  officer?: string | undefined;
  /** Only the late months (see `lateMonth`). */
  late: boolean;
  /** The instant a cut-off is compared with. */
  now: Date;
}

type MonthScope = ExpressionBuilder<Database & { t: Database['timesheets'] }, 't'>;

/** Not approved, and its cut-off has passed. */
const openPastCutOff = (eb: MonthScope, now: Date) =>
  eb.and([eb('t.status', '<>', 'Approved'), eb('t.cut_off_at', '<=', now)]);

/** A month is late when it is not approved and its cut-off has passed, or was approved after it (pay cycle 2). */
function lateMonth(eb: MonthScope, now: Date) {
  return eb.or([openPastCutOff(eb, now), eb('t.pay_cycle', '=', 2)]);
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
  if (filter.sector !== undefined || filter.officer !== undefined) {
    const { sector, officer } = filter;
    q = q.where('t.placement_id', 'in', (eb) => {
      let placements = eb.selectFrom('placements as p').select('p.id');
      if (sector !== undefined) placements = placements.where('p.sector', '=', sector);
      if (officer !== undefined) {
        // A placement keeps each officer's name as given when placing; 0027 indexes them lowered.
        const name = officer.toLowerCase();
        placements = placements.where((pe) =>
          pe.or(
            (['p.placement_officer', 'p.pme_officer', 'p.placement_assistant'] as const).map((column) =>
              pe(pe.fn('lower', [column]), '=', name),
            ),
          ),
        );
      }
      return placements;
    });
  }
  if (filter.late) q = q.where((eb) => lateMonth(eb, filter.now));
  return q;
}

/**
 * One page of months across employers, newest month first (then newest record: a stable order),
 * each with its placement's sector and placement officer, its learner's and employer's names and keys,
 * and whether it is late. The page's ids are found on the timesheets table alone (its indexes), then
 * only those rows are joined.
 */
export async function listAdminTimesheets(
  db: Db,
  filter: AdminTimesheetFilter,
  page: { limit: number; offset: number },
) {
  const pageIds = filteredTimesheets(db, filter)
    .select('t.id')
    .orderBy('t.month', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  return db
    .selectFrom('timesheets as t')
    .innerJoin('placements as p', 'p.id', 't.placement_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .where('t.id', 'in', pageIds)
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
    .execute();
}

/**
 * How many months match, from the timesheets table alone (and the placements' id set for sector or
 * officer). Late ones are counted as two disjoint sets, each an index-only scan of its partial index
 * (0027): the open months past their cut-off, and the months of pay cycle 2 not among them.
 */
export async function countAdminTimesheets(db: Db, filter: AdminTimesheetFilter): Promise<number> {
  if (!filter.late) {
    const row = await filteredTimesheets(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const { now } = filter;
  const onTime = { ...filter, late: false };
  const open = filteredTimesheets(db, onTime)
    .where((eb) => openPastCutOff(eb, now))
    .select((eb) => eb.fn.countAll<number>().as('n'));
  const approvedLate = filteredTimesheets(db, onTime)
    .where('t.pay_cycle', '=', 2)
    .where((eb) => eb.or([eb('t.status', '=', 'Approved'), eb('t.cut_off_at', '>', now)]))
    .select((eb) => eb.fn.countAll<number>().as('n'));
  const row = await db.selectNoFrom([open.as('open'), approvedLate.as('approved')]).executeTakeFirstOrThrow();
  return Number(row.open) + Number(row.approved);
}
