import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// "Where is my stipend" (issue 28): the months of a learner (or of an employer's learners) with what
// their payment depends on: the employer's type, the employer's confirmation, the months' live
// payment lines and their runs.

/** A learner's months, or an employer's learners' months without Drafts, newest first. */
export function stipendMonthRows(db: Db, who: { learnerUserId: number } | { employerUserId: number }) {
  let query = db
    .selectFrom('timesheets as t')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .select([
      't.id',
      't.placement_id',
      't.employer_user_id',
      't.month',
      't.status',
      't.pay_cycle',
      't.amount_cents',
      'e.emp_type',
      'l.learner_id',
      'l.first_name',
      'l.last_name',
    ]);
  query =
    'learnerUserId' in who
      ? query.where('t.learner_user_id', '=', who.learnerUserId)
      : query.where('t.employer_user_id', '=', who.employerUserId).where('t.status', '<>', 'Draft');
  return query.orderBy('t.month', 'desc').orderBy('t.id', 'desc').execute();
}

/** A month of My Stipend as read. */
export type StipendMonthRow = Awaited<ReturnType<typeof stipendMonthRows>>[number];

/** The employer's confirmations of these months. */
export function employerPaymentRows(db: Db, timesheetIds: readonly number[]) {
  if (timesheetIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employer_stipend_payments')
    .select(['timesheet_id', 'paid_on', 'reference'])
    .where('timesheet_id', 'in', [...timesheetIds])
    .execute();
}
