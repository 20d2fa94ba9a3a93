import { formatTtd, portalToday, type StipendMonth, stipendPaymentState, stipendSentence } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fundingModels } from './funding-service.ts';
import { employerPaymentRows, type StipendMonthRow, stipendMonthRows } from './my-stipend-repository.ts';
import { type LivePaymentLine, livePaymentLines } from './payment-line-repository.ts';

type PaymentRow = LivePaymentLine;

/**
 * Where each month's stipend is: who pays it (the office's setting or the employer's type), the
 * employer's confirmation, the month's latest live payment line and its run. `learner` words the
 * sentence for the learner, else for the employer.
 */
async function stipendMonths(
  { db }: Deps,
  rows: readonly StipendMonthRow[],
  learner: boolean,
): Promise<(StipendMonth & { row: StipendMonthRow })[]> {
  const ids = rows.map((row) => row.id);
  const [modelOf, lines, confirmations] = await Promise.all([
    fundingModels(
      db,
      rows.map((row) => row.employer_user_id),
    ),
    livePaymentLines(db, 'timesheet_id', ids),
    employerPaymentRows(db, ids),
  ]);
  const latest = new Map<number, PaymentRow>();
  for (const line of lines)
    if (line.timesheet_id && !latest.has(line.timesheet_id)) latest.set(line.timesheet_id, line);
  const confirmed = new Map(confirmations.map((c) => [c.timesheet_id, c]));
  return rows.map((row) => {
    const funding = modelOf(row.employer_user_id, row.month, row.emp_type);
    const line = funding === 'programme' ? latest.get(row.id) : undefined;
    const byEmployer = funding === 'employer' ? confirmed.get(row.id) : undefined;
    const state = stipendPaymentState({
      attendance: row.status,
      funding,
      employerPaidOn: byEmployer?.paid_on ?? null,
      line: line ? { status: line.status, runStatus: line.run_status } : null,
    });
    const inRun =
      state === 'held' || state === 'in-run' || state === 'sent' || state === 'paid' || state === 'failed';
    const paidOn =
      state === 'paid' ? (line?.paid_on ?? null) : state === 'paid-by-employer' ? byEmployer!.paid_on : null;
    const failedReason = state === 'failed' ? (line?.failed_reason ?? null) : null;
    const sentOn = state === 'sent' && line?.sent_at ? portalToday(new Date(line.sent_at)) : null;
    return {
      row,
      timesheetId: row.id,
      placementId: row.placement_id,
      month: row.month,
      attendance: row.status,
      payCycle: row.pay_cycle,
      amountCents: row.amount_cents,
      amountText: formatTtd(row.amount_cents),
      funding,
      payment: {
        state,
        runId: inRun ? line!.run_id : null,
        paidOn,
        failedReason,
        reference: byEmployer?.reference ?? null,
      },
      text: stipendSentence(
        { attendance: row.status, state, funding, payCycle: row.pay_cycle, paidOn, sentOn, failedReason },
        learner,
      ),
    };
  });
}

/** The calling learner's months, newest first, each with where its stipend is. */
export async function myStipend(deps: Deps, auth: AuthUser): Promise<StipendMonth[]> {
  const rows = await stipendMonthRows(deps.db, { learnerUserId: auth.id });
  return (await stipendMonths(deps, rows, true)).map(({ row: _row, ...month }) => month);
}

/** The months of the calling employer's learners (not Drafts), newest first, with the learner named. */
export async function learnerStipends(deps: Deps, auth: AuthUser) {
  const rows = await stipendMonthRows(deps.db, { employerUserId: auth.id });
  return (await stipendMonths(deps, rows, false)).map(({ row, ...month }) => ({
    ...month,
    learnerId: row.learner_id,
    learnerName: `${row.first_name} ${row.last_name}`.trim(),
  }));
}
