import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

// Employer-paid months and reimbursement claims (0029): an employer's confirmation that it paid a
// month (`employer_stipend_payments`), its claim of a month (`reimbursement_claims`, one an employer
// and month) and the claim's lines (one a confirmed month).

/** A month as a confirmation needs it: its state, amount, people and the employer's type. */
function selectPaidMonth(db: Db) {
  return db
    .selectFrom('timesheets as t')
    .innerJoin('employers as e', 'e.user_id', 't.employer_user_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .select([
      't.id',
      't.placement_id',
      't.learner_user_id',
      't.employer_user_id',
      't.month',
      't.status',
      't.amount_cents',
      'e.emp_type',
      'l.learner_id as learner_key',
    ]);
}

/** A month a confirmation reads. */
export type PaidMonthRow = Awaited<ReturnType<ReturnType<typeof selectPaidMonth>['executeTakeFirstOrThrow']>>;

/** Locks a month for the rest of the transaction and reads it; undefined when unknown. */
export async function lockMonthForPayment(trx: Db, timesheetId: number): Promise<PaidMonthRow | undefined> {
  const locked = await trx
    .selectFrom('timesheets')
    .select('id')
    .where('id', '=', timesheetId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  return selectPaidMonth(trx).where('t.id', '=', timesheetId).executeTakeFirst();
}

/** True when the employer already confirmed the month. */
export async function isMonthConfirmed(db: Db, timesheetId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employer_stipend_payments')
    .select('timesheet_id')
    .where('timesheet_id', '=', timesheetId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the employer's confirmation of a month. */
export async function insertEmployerPayment(
  trx: Db,
  values: { timesheetId: number; paidOn: string; reference: string; confirmedBy: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('employer_stipend_payments')
    .values({
      timesheet_id: values.timesheetId,
      paid_on: values.paidOn,
      reference: values.reference,
      confirmed_by: values.confirmedBy,
      confirmed_at: values.now,
    })
    .execute();
}

/** Makes the employer's claim of the month (Pending, nothing in it) unless it exists, locks it and reads it. */
export async function lockClaimOfMonth(trx: Db, employerUserId: number, month: string, now: Date) {
  await trx
    .insertInto('reimbursement_claims')
    .values({ employer_user_id: employerUserId, month, amount_cents: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['employer_user_id', 'month']).doNothing())
    .execute();
  return trx
    .selectFrom('reimbursement_claims')
    .select(['id', 'status'])
    .where('employer_user_id', '=', employerUserId)
    .where('month', '=', month)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Adds a confirmed month to a claim and sets the claim's amount to the sum of its lines. */
export async function addClaimLine(
  trx: Db,
  values: { claimId: number; timesheetId: number; stipendCents: number; amountCents: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('reimbursement_claim_lines')
    .values({
      claim_id: values.claimId,
      timesheet_id: values.timesheetId,
      stipend_cents: values.stipendCents,
      amount_cents: values.amountCents,
    })
    .execute();
  const lines = await trx
    .selectFrom('reimbursement_claim_lines')
    .select('amount_cents')
    .where('claim_id', '=', values.claimId)
    .execute();
  await trx
    .updateTable('reimbursement_claims')
    .set({ amount_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0), updated_at: values.now })
    .where('id', '=', values.claimId)
    .execute();
}

/** Locks a claim for the rest of the transaction and reads its status; undefined when unknown. */
export function lockClaim(trx: Db, claimId: number) {
  return trx
    .selectFrom('reimbursement_claims')
    .select(['id', 'status', 'employer_user_id', 'month', 'amount_cents'])
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirst();
}

/** Approves a claim (the caller holds its lock). */
export async function approveClaimRow(
  trx: Db,
  claimId: number,
  approvedBy: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('reimbursement_claims')
    .set({ status: 'Approved', approved_by: approvedBy, approved_at: now, updated_at: now })
    .where('id', '=', claimId)
    .execute();
}

/** Claims, newest month first, with their employer: one employer's, one by id, or by status. */
export function claimRows(
  db: Db,
  filter: { employerUserId?: number; claimId?: number; status?: 'Pending' | 'Approved' | undefined },
) {
  let query = db
    .selectFrom('reimbursement_claims as c')
    .innerJoin('employers as e', 'e.user_id', 'c.employer_user_id')
    .select(['c.id', 'c.month', 'c.status', 'c.amount_cents', 'c.approved_at', 'e.emp_id', 'e.emp_name']);
  if (filter.employerUserId !== undefined)
    query = query.where('c.employer_user_id', '=', filter.employerUserId);
  if (filter.claimId !== undefined) query = query.where('c.id', '=', filter.claimId);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  return query.orderBy('c.month', 'desc').orderBy('c.id', 'desc').execute();
}

/** A claim row as listed. */
export type ClaimRow = Awaited<ReturnType<typeof claimRows>>[number];

/** The lines of these claims with their month and learner, oldest month first. */
export function claimLineRows(db: Db, claimIds: readonly number[]) {
  if (claimIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reimbursement_claim_lines as cl')
    .innerJoin('timesheets as t', 't.id', 'cl.timesheet_id')
    .innerJoin('learners as l', 'l.user_id', 't.learner_user_id')
    .select([
      'cl.claim_id',
      'cl.timesheet_id',
      'cl.stipend_cents',
      'cl.amount_cents',
      't.month',
      'l.learner_id',
      'l.first_name',
      'l.last_name',
    ])
    .where('cl.claim_id', 'in', [...claimIds])
    .orderBy('t.month')
    .orderBy('cl.timesheet_id')
    .execute();
}
