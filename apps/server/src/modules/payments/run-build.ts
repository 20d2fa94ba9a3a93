import { type FundingSetting, fundingForMonth, type RunTotals, runTotals } from '@ojt/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database, PaymentLinesTable } from '../../db/schema.ts';
import {
  claimsToPay,
  fundingOf,
  insertLines,
  monthsOfCycle,
  monthsToRetry,
  type PayableClaim,
  type PayableMonth,
} from './run-lines-repository.ts';

type Db = Kysely<Database>;
type NewLine = Insertable<PaymentLinesTable>;

/** The bank account a line snapshots; a payee without one is Held (listed, not paid). */
function bankPart(row: {
  bank_id: number | null;
  routing_number: string | null;
  account_number: string | null;
  account_holder: string | null;
}): Pick<
  NewLine,
  'bank_id' | 'routing_number' | 'account_number' | 'account_holder' | 'status' | 'held_reason'
> {
  if (row.bank_id === null || row.account_number === null) {
    return {
      bank_id: null,
      routing_number: null,
      account_number: null,
      account_holder: null,
      status: 'Held',
      held_reason: 'no-bank',
    };
  }
  return {
    bank_id: row.bank_id,
    routing_number: row.routing_number,
    account_number: row.account_number,
    account_holder: row.account_holder,
    status: 'Pending',
  };
}

function monthLine(runId: number, month: PayableMonth): NewLine {
  const bank = bankPart(month);
  // Attendance may be recorded before the agreement is confirmed, but no payment goes until it is.
  const held = bank.status === 'Pending' && !month.agreement_confirmed;
  return {
    run_id: runId,
    kind: 'stipend',
    timesheet_id: month.timesheet_id,
    payee_user_id: month.learner_user_id,
    payee_name: `${month.first_name} ${month.last_name}`.trim(),
    employee_id: month.username,
    days_credited: Number(month.days_credited),
    amount_cents: month.amount_cents,
    ...bank,
    ...(held ? { status: 'Held' as const, held_reason: 'agreement' as const } : {}),
  };
}

function claimLine(runId: number, claim: PayableClaim): NewLine {
  return {
    run_id: runId,
    kind: 'claim',
    claim_id: claim.claim_id,
    payee_user_id: claim.employer_user_id,
    payee_name: claim.emp_name,
    employee_id: claim.emp_id,
    days_credited: null,
    amount_cents: claim.amount_cents,
    ...bankPart(claim),
  };
}

/** Keeps the months whose placement the programme pays that month (the office's setting, else the employer's type). */
async function programmePaid(trx: Db, months: readonly PayableMonth[]): Promise<PayableMonth[]> {
  const employers = [...new Set(months.map((m) => m.employer_user_id))];
  const settings = new Map<number, FundingSetting[]>();
  for (const row of await fundingOf(trx, employers)) {
    const list = settings.get(row.employer_user_id) ?? [];
    list.push({ model: row.model, fromMonth: row.from_month });
    settings.set(row.employer_user_id, list);
  }
  return months.filter(
    (m) => fundingForMonth(settings.get(m.employer_user_id) ?? [], m.month, m.emp_type) === 'programme',
  );
}

/**
 * Works out and writes a run's lines: (a) the month's Approved months of the cycle, (b) earlier
 * months held back or failed whose learner's bank details changed since, both only where the
 * programme pays; (c) approved reimbursement claims, a line each to the employer. A payee without
 * bank details is a Held line. Answers the run's totals.
 */
export async function buildRunLines(
  trx: Db,
  run: { id: number; month: string; cycle: 1 | 2 },
): Promise<RunTotals> {
  const ofCycle = await monthsOfCycle(trx, run.month, run.cycle);
  const retried = await monthsToRetry(trx, run.month);
  const seen = new Set(ofCycle.map((m) => m.timesheet_id));
  const months = await programmePaid(trx, [...ofCycle, ...retried.filter((m) => !seen.has(m.timesheet_id))]);
  const claims = await claimsToPay(trx, run.month);
  const lines = [...months.map((m) => monthLine(run.id, m)), ...claims.map((c) => claimLine(run.id, c))];
  await insertLines(trx, lines);
  return runTotals(lines.map((l) => ({ status: l.status ?? 'Pending', amountCents: l.amount_cents })));
}
