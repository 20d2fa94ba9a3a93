import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import type { Database, PaymentLinesTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

// The lines of payment runs (0029) and what a run may take: approved months and claims not already
// paid. A month or claim is in at most one live Pending or Paid line (unique indexes
// `payment_lines_timesheet_once`, `payment_lines_claim_once`); a rejected run's lines are not live.

/** A live line of the month `t` (of any status, or only of `statuses`). */
function liveLineOfMonth(
  eb: ExpressionBuilder<Database & { t: Database['timesheets'] }, 't'>,
  statuses?: readonly ('Held' | 'Pending' | 'Paid' | 'Failed')[],
) {
  let lines = eb
    .selectFrom('payment_lines as pl')
    .select('pl.id')
    .whereRef('pl.timesheet_id', '=', 't.id')
    .where('pl.live', '=', true);
  if (statuses) lines = lines.where('pl.status', 'in', [...statuses]);
  return eb.exists(lines);
}

/** The approved months a run reads, with their learner, employer and the learner's bank account. */
function selectPayableMonths(db: Db) {
  return db
    .selectFrom('timesheets as t')
    .innerJoin('users as u', 'u.id', 't.learner_user_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .leftJoin('bank_accounts as ba', 'ba.user_id', 't.learner_user_id')
    .leftJoin('banks as b', 'b.id', 'ba.bank_id')
    .select([
      't.id as timesheet_id',
      't.month',
      't.learner_user_id',
      't.employer_user_id',
      't.days_credited',
      't.amount_cents',
      'u.username',
      'l.first_name',
      'l.last_name',
      'e.emp_type',
      'ba.bank_id',
      'b.routing_number',
      'ba.account_number',
      'ba.account_holder',
      // The first payment waits for the learner's confirmation of the placement agreement (issue 29).
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('agreement_versions as av')
              .select('av.id')
              .whereRef('av.placement_id', '=', 't.placement_id')
              .where('av.confirmed_at', 'is not', null),
          )
          .as('agreement_confirmed'),
    ])
    .where('t.status', '=', 'Approved');
}

/** An approved month a run may pay, with what its line snapshots. */
export type PayableMonth = Awaited<ReturnType<ReturnType<typeof selectPayableMonths>['execute']>>[number];

/**
 * (a) The Approved months of `month` and `cycle`, and those of any earlier month and cycle, in no
 * live line of any run (a month whose run was never made is not left behind), oldest id first.
 */
export function monthsOfCycle(db: Db, month: string, cycle: 1 | 2): Promise<PayableMonth[]> {
  return selectPayableMonths(db)
    .where((eb) =>
      eb.or([eb.and([eb('t.month', '=', month), eb('t.pay_cycle', '=', cycle)]), eb('t.month', '<', month)]),
    )
    .where((eb) => eb.not(liveLineOfMonth(eb)))
    .orderBy('t.id')
    .execute();
}

/**
 * (b) Approved months up to `month` held back or failed (a live Held or Failed line, no live Pending
 * or Paid one) whose learner's bank details changed after the latest such line's run was worked out,
 * or held for want of the agreement's confirmation that has come since.
 */
export function monthsToRetry(db: Db, month: string): Promise<PayableMonth[]> {
  return selectPayableMonths(db)
    .where('t.month', '<=', month)
    .where((eb) => eb.not(liveLineOfMonth(eb, ['Pending', 'Paid'])))
    .where((eb) =>
      eb.or([
        eb(
          'ba.changed_at',
          '>',
          eb
            .selectFrom('payment_lines as pl')
            .innerJoin('payment_runs as r', 'r.id', 'pl.run_id')
            .select((inner) => inner.fn.max('r.calculated_at').as('at'))
            .whereRef('pl.timesheet_id', '=', 't.id')
            .where('pl.live', '=', true)
            .where('pl.status', 'in', ['Held', 'Failed']),
        ),
        eb.and([
          eb.exists(
            eb
              .selectFrom('payment_lines as pl')
              .select('pl.id')
              .whereRef('pl.timesheet_id', '=', 't.id')
              .where('pl.live', '=', true)
              .where('pl.status', '=', 'Held')
              .where('pl.held_reason', '=', 'agreement'),
          ),
          eb.exists(
            eb
              .selectFrom('agreement_versions as av')
              .select('av.id')
              .whereRef('av.placement_id', '=', 't.placement_id')
              .where('av.confirmed_at', 'is not', null),
          ),
        ]),
      ]),
    )
    .orderBy('t.id')
    .execute();
}

/**
 * (c) Approved reimbursement claims up to `month` in no live Pending or Paid line — a failed one only
 * once the employer's bank details changed after — with the employer's account.
 */
export function claimsToPay(db: Db, month: string) {
  return (
    db
      .selectFrom('reimbursement_claims as c')
      .innerJoin('employers as e', 'e.user_id', 'c.employer_user_id')
      .leftJoin('bank_accounts as ba', 'ba.user_id', 'c.employer_user_id')
      .leftJoin('banks as b', 'b.id', 'ba.bank_id')
      .select([
        'c.id as claim_id',
        'c.employer_user_id',
        'c.amount_cents',
        'e.emp_id',
        'e.emp_name',
        'ba.bank_id',
        'b.routing_number',
        'ba.account_number',
        'ba.account_holder',
      ])
      .where('c.status', '=', 'Approved')
      .where('c.month', '<=', month)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('payment_lines as pl')
              .select('pl.id')
              .whereRef('pl.claim_id', '=', 'c.id')
              .where('pl.live', '=', true)
              .where('pl.status', 'in', ['Pending', 'Paid']),
          ),
        ),
      )
      // A claim the bank failed is paid again only once the employer's bank details change, as a month is.
      .where((eb) => {
        const failedLines = eb
          .selectFrom('payment_lines as pl')
          .innerJoin('payment_runs as r', 'r.id', 'pl.run_id')
          .whereRef('pl.claim_id', '=', 'c.id')
          .where('pl.live', '=', true)
          .where('pl.status', '=', 'Failed');
        return eb.or([
          eb.not(eb.exists(failedLines.select('pl.id'))),
          eb(
            'ba.changed_at',
            '>',
            failedLines.select((inner) => inner.fn.max('r.calculated_at').as('at')),
          ),
        ]);
      })
      .orderBy('c.id')
      .execute()
  );
}

/** An approved claim a run may pay. */
export type PayableClaim = Awaited<ReturnType<typeof claimsToPay>>[number];

/** The office's funding settings of these employers. */
export function fundingOf(db: Db, employerUserIds: readonly number[]) {
  if (employerUserIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employer_funding')
    .select(['employer_user_id', 'model', 'from_month'])
    .where('employer_user_id', 'in', [...employerUserIds])
    .execute();
}

/** Inserts a run's lines, a thousand a statement. */
export async function insertLines(trx: Db, lines: readonly Insertable<PaymentLinesTable>[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 1000) {
    await trx
      .insertInto('payment_lines')
      .values(lines.slice(i, i + 1000))
      .execute();
  }
}

/** Removes a draft run's lines before it is worked out again. */
export async function deleteRunLines(trx: Db, runId: number): Promise<void> {
  await trx.deleteFrom('payment_lines').where('run_id', '=', runId).execute();
}

/** A rejected run's lines stop holding their months and claims. */
export async function releaseRunLines(trx: Db, runId: number): Promise<void> {
  await trx.updateTable('payment_lines').set({ live: false }).where('run_id', '=', runId).execute();
}

/** A run's lines in id order, with the month each pays, the employer's name and the bank's. */
export function linesOfRun(db: Db, runId: number) {
  return db
    .selectFrom('payment_lines as pl')
    .leftJoin('timesheets as t', 't.id', 'pl.timesheet_id')
    .leftJoin('reimbursement_claims as c', 'c.id', 'pl.claim_id')
    .leftJoin('employers as te', 'te.user_id', 't.employer_user_id')
    .leftJoin('employers as ce', 'ce.user_id', 'c.employer_user_id')
    .leftJoin('banks as b', 'b.id', 'pl.bank_id')
    .selectAll('pl')
    .select((eb) => [
      eb.fn.coalesce('t.month', 'c.month').as('month'),
      eb.fn.coalesce('te.emp_name', 'ce.emp_name').as('employer_name'),
      'b.name as bank_name',
    ])
    .where('pl.run_id', '=', runId)
    .orderBy('pl.id')
    .execute();
}

/** A line with what its answer names. */
export type LineRow = Awaited<ReturnType<typeof linesOfRun>>[number];
