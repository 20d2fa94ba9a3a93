import type { PaymentLineStatus, PaymentRunStatus } from '../../db/schema.ts';
import type { TestContext } from '../test-app.ts';
import { type PlacedLearner, placedLearner, placingOffice } from './placed-learners.ts';
import type { Admin } from './sessions.ts';
import { createAdmin } from './sessions.ts';
import { insertTimesheetRow } from './timesheet-rows.ts';

// Payment runs and their lines written straight into `payment_runs` and `payment_lines` (issue 28),
// for the bank file and results calls, whose tests need a run in a given state without walking it
// through create, approve and reject (tested on their own).

/** A bank of the office's list; answers its id. */
export async function insertBank(
  ctx: TestContext,
  routingNumber = '012345678',
  name = 'Republic Bank',
): Promise<number> {
  const row = await ctx.db
    .insertInto('banks')
    .values({ name, routing_number: routingNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a run row may set. */
export interface RunRowOptions {
  month?: string;
  cycle?: 1 | 2;
  status?: PaymentRunStatus;
  createdBy?: number | null;
  approvedBy?: number | null;
}

/** A run of `month` and cycle (October 2026, 1), Approved unless told; answers its id. */
export async function insertRun(ctx: TestContext, options: RunRowOptions = {}): Promise<number> {
  const now = new Date();
  const status = options.status ?? 'Approved';
  const row = await ctx.db
    .insertInto('payment_runs')
    .values({
      month: options.month ?? '2026-10',
      cycle: options.cycle ?? 1,
      status,
      created_by: options.createdBy ?? null,
      created_at: now,
      calculated_at: now,
      approved_by: status === 'Draft' || status === 'Rejected' ? null : (options.approvedBy ?? null),
      approved_at: status === 'Draft' || status === 'Rejected' ? null : now,
      ...(status === 'Rejected' ? { rejected_at: now, rejected_reason: 'Wrong month' } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a line row may set; the payee and the account come from the scene. */
export interface LineRowOptions {
  amountCents?: number;
  status?: PaymentLineStatus;
  /** Null: a held line (no bank details). */
  account?: { bankId: number; routingNumber: string; accountNumber: string; holder: string } | null;
}

/** A learner's approved month (a new timesheet row) as a line of the run; answers the line's id. */
export async function insertStipendLine(
  ctx: TestContext,
  runId: number,
  payee: { placementId: number; userId: number; username: string; name: string },
  month: string,
  options: LineRowOptions = {},
): Promise<number> {
  const timesheetId = await insertTimesheetRow(ctx, payee.placementId, month, {
    status: 'Approved',
    payCycle: 1,
    approvedAt: new Date(`${month}-28T14:00:00Z`),
  });
  const account = options.account === undefined ? undefined : options.account;
  const row = await ctx.db
    .insertInto('payment_lines')
    .values({
      run_id: runId,
      kind: 'stipend',
      timesheet_id: timesheetId,
      payee_user_id: payee.userId,
      payee_name: payee.name,
      employee_id: payee.username,
      bank_id: account?.bankId ?? null,
      routing_number: account?.routingNumber ?? null,
      account_number: account?.accountNumber ?? null,
      account_holder: account?.holder ?? null,
      days_credited: 20,
      amount_cents: options.amountCents ?? 396000,
      status: options.status ?? (account ? 'Pending' : 'Held'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An employer's approved reimbursement claim (a new claim row) as a line of the run; answers the line's id. */
export async function insertClaimLine(
  ctx: TestContext,
  runId: number,
  payee: { userId: number; empId: string; name: string; month: string },
  account: NonNullable<LineRowOptions['account']>,
  amountCents = 237600,
): Promise<number> {
  const now = new Date();
  const claim = await ctx.db
    .insertInto('reimbursement_claims')
    .values({
      employer_user_id: payee.userId,
      month: payee.month,
      status: 'Approved',
      amount_cents: amountCents,
      created_at: now,
      updated_at: now,
      approved_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await ctx.db
    .insertInto('payment_lines')
    .values({
      run_id: runId,
      kind: 'claim',
      claim_id: claim.id,
      payee_user_id: payee.userId,
      payee_name: payee.name,
      employee_id: payee.empId,
      bank_id: account.bankId,
      routing_number: account.routingNumber,
      account_number: account.accountNumber,
      account_holder: account.holder,
      amount_cents: amountCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A run's scene: two admins, a placed learner and its employer, and the run's lines. */
export interface PaymentRunScene {
  creator: Admin;
  approver: Admin;
  placed: PlacedLearner;
  learner: { userId: number; username: string; name: string; email: string };
  employer: { userId: number; empId: string; name: string };
  runId: number;
  /** September (3,960.00) and October (3,488.57) to the learner, the employer's claim (2,376.00). */
  lines: { september: number; october: number; claim: number; held: number; zero: number };
}

/**
 * A run of October 2026 cycle 1 in `status` (created by one admin, approved by another): the
 * learner's September and October months with an account at a bank whose routing number starts
 * with 0, the employer's claim, a held month (August, no account) and a zero-amount month (July).
 */
export async function paymentRunScene(
  ctx: TestContext,
  status: PaymentRunStatus = 'Approved',
): Promise<PaymentRunScene> {
  const office = await placingOffice(ctx);
  const approver = await createAdmin(ctx);
  const placed = await placedLearner(ctx, office, { start: '2026-01-05', end: '2026-12-31' });
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email'])
    .where('username', 'in', [placed.learner.username, placed.employer.username])
    .execute();
  const user = (username: string) => users.find((u) => u.username === username)!;
  const l = user(placed.learner.username);
  const e = user(placed.employer.username);
  const learner = {
    userId: l.id,
    username: l.username,
    name: `${l.first_name} ${l.last_name}`,
    email: l.email,
  };
  const employer = { userId: e.id, empId: e.username, name: String(placed.employer.payload.empName) };
  const bankId = await insertBank(ctx);
  const account = { bankId, routingNumber: '012345678', accountNumber: '100200300', holder: learner.name };
  const runId = await insertRun(ctx, { status, createdBy: office.admin.id, approvedBy: approver.id });
  const payee = { placementId: placed.placementId, ...learner };
  const lines = {
    september: await insertStipendLine(ctx, runId, payee, '2026-09', { account }),
    october: await insertStipendLine(ctx, runId, payee, '2026-10', { account, amountCents: 348857 }),
    claim: await insertClaimLine(
      ctx,
      runId,
      { ...employer, month: '2026-10' },
      {
        ...account,
        accountNumber: '4000500060007000',
        holder: employer.name,
      },
    ),
    held: await insertStipendLine(ctx, runId, payee, '2026-08', { account: null }),
    zero: await insertStipendLine(ctx, runId, payee, '2026-07', { account, amountCents: 0 }),
  };
  return { creator: office.admin, approver, placed, learner, employer, runId, lines };
}
