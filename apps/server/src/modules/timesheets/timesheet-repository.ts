import type { TimesheetDay, TimesheetStatus } from '@ojt/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database, TimesheetsTable } from '../../db/schema.ts';
import type { MonthFigures } from './figures.ts';

type Db = Kysely<Database>;

/**
 * The months of attendance (0026): one row a placement and month. Each read comes with the learner's
 * username and the employer's EmpId, the keys every answer names, the learner's name and the
 * placement's dates (its working dates in the month).
 */
function selectTimesheets(db: Db) {
  return db
    .selectFrom('timesheets as t')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .innerJoin('placements as p', 'p.id', 't.placement_id')
    .selectAll('t')
    .select([
      'l.learner_id as learner_key',
      'e.emp_id as emp_key',
      'l.first_name as learner_first_name',
      'l.last_name as learner_last_name',
      'p.start_date as placement_start',
      'p.end_date as placement_end',
    ]);
}

/** A month with the keys of its learner (`learner_key`) and employer (`emp_key`). */
export type TimesheetWithKeys = Awaited<
  ReturnType<ReturnType<typeof selectTimesheets>['executeTakeFirstOrThrow']>
>;

/** One month by id; undefined when unknown. */
export function findTimesheet(db: Db, id: number): Promise<TimesheetWithKeys | undefined> {
  return selectTimesheets(db).where('t.id', '=', id).executeTakeFirst();
}

/** A placement's month (`YYYY-MM`); undefined before its first read. */
export function findPlacementMonth(
  db: Db,
  placementId: number,
  month: string,
): Promise<TimesheetWithKeys | undefined> {
  return selectTimesheets(db)
    .where('t.placement_id', '=', placementId)
    .where('t.month', '=', month)
    .executeTakeFirst();
}

/**
 * Creates a placement's month as an empty Draft with its figures, unless it exists: the unique key
 * (placement, month) decides, so two first reads at once make one row.
 */
export async function insertDraft(
  db: Db,
  values: {
    placementId: number;
    learnerUserId: number;
    employerUserId: number;
    month: string;
    figures: MonthFigures;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('timesheets')
    .values({
      placement_id: values.placementId,
      learner_user_id: values.learnerUserId,
      employer_user_id: values.employerUserId,
      month: values.month,
      status: 'Draft',
      days: '[]',
      ...values.figures,
      created_at: values.now,
      updated_at: values.now,
    })
    .onConflict((oc) => oc.columns(['placement_id', 'month']).doNothing())
    .execute();
}

/** Locks months for the rest of the transaction (in id order, so two approvals never deadlock) and reads them. */
export async function lockTimesheets(trx: Db, ids: readonly number[]): Promise<TimesheetWithKeys[]> {
  if (ids.length === 0) return [];
  await trx
    .selectFrom('timesheets')
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  return selectTimesheets(trx)
    .where('t.id', 'in', [...ids])
    .orderBy('t.id')
    .execute();
}

/** Locks one month for the rest of the transaction and reads it; undefined when unknown. */
export async function lockTimesheet(trx: Db, id: number): Promise<TimesheetWithKeys | undefined> {
  const [row] = await lockTimesheets(trx, [id]);
  return row;
}

/** Locks a placement's month and reads it; undefined when it has none. */
export async function lockPlacementMonth(
  trx: Db,
  placementId: number,
  month: string,
): Promise<TimesheetWithKeys | undefined> {
  await trx
    .selectFrom('timesheets')
    .select('id')
    .where('placement_id', '=', placementId)
    .where('month', '=', month)
    .forUpdate()
    .execute();
  return findPlacementMonth(trx, placementId, month);
}

/** What a write changes of a month: its days, remarks, state, figures and stamps. */
export type TimesheetChange = Omit<
  Updateable<TimesheetsTable>,
  | 'id'
  | 'placement_id'
  | 'learner_user_id'
  | 'employer_user_id'
  | 'month'
  | 'days'
  | 'created_at'
  | 'updated_at'
> & { days?: readonly TimesheetDay[]; status?: TimesheetStatus };

/** Writes a change of a month (the caller holds its lock) and answers the row as it is now. */
export async function updateTimesheet(
  trx: Db,
  row: TimesheetWithKeys,
  change: TimesheetChange,
  now: Date,
): Promise<TimesheetWithKeys> {
  const { days, ...rest } = change;
  const updated = await trx
    .updateTable('timesheets')
    .set({ ...rest, ...(days ? { days: JSON.stringify(days) } : {}), updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const { learner_key, emp_key, learner_first_name, learner_last_name, placement_start, placement_end } = row;
  return {
    ...updated,
    learner_key,
    emp_key,
    learner_first_name,
    learner_last_name,
    placement_start,
    placement_end,
  };
}

/** A learner's months of all their placements, newest first. */
export function learnerTimesheetRows(db: Db, learnerUserId: number): Promise<TimesheetWithKeys[]> {
  return selectTimesheets(db)
    .where('t.learner_user_id', '=', learnerUserId)
    .orderBy('t.month', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
}

/** An employer's months, newest first, Drafts left out (they are the learner's); by month and status. */
export function employerTimesheetRows(
  db: Db,
  employerUserId: number,
  filter: { month?: string | undefined; status?: TimesheetStatus | undefined },
): Promise<TimesheetWithKeys[]> {
  let query = selectTimesheets(db)
    .where('t.employer_user_id', '=', employerUserId)
    .where('t.status', '<>', 'Draft');
  if (filter.month) query = query.where('t.month', '=', filter.month);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  return query.orderBy('t.month', 'desc').orderBy('t.id', 'desc').execute();
}
