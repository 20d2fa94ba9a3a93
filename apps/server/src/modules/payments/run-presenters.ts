import {
  AGREEMENT_HELD_REASON,
  formatTtd,
  maskRunAccount,
  NO_BANK_HELD_REASON,
  type PaymentLine,
  type PaymentRun,
  type PaymentRunDetail,
  runCountsText,
} from '@ojt/domain';
import type { LineRow } from './run-lines-repository.ts';
import type { RunRow } from './run-repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Why a Held line is held, in words; null for a line not held. */
function heldReasonText(reason: 'no-bank' | 'agreement' | null): string | null {
  if (reason === 'agreement') return AGREEMENT_HELD_REASON;
  return reason === 'no-bank' ? NO_BANK_HELD_REASON : null;
}

/** A run as the calls answer it. */
export function toPaymentRun(row: RunRow): PaymentRun {
  const totalCents = Number(row.total_cents);
  return {
    runId: row.id,
    month: row.month,
    cycle: Number(row.cycle) as 1 | 2,
    status: row.status,
    totalCents,
    totalText: formatTtd(totalCents),
    lineCount: row.line_count,
    heldCount: row.held_count,
    countsText: runCountsText(row.line_count, row.held_count),
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    calculatedAt: row.calculated_at.toISOString(),
    approvedBy: row.approved_by_name,
    approvedAt: iso(row.approved_at),
    rejectedBy: row.rejected_by_name,
    rejectedAt: iso(row.rejected_at),
    rejectedReason: row.rejected_reason,
    sentBy: row.sent_by_name,
    sentAt: iso(row.sent_at),
    closedAt: iso(row.closed_at),
  };
}

/** A line as the run's screen shows it: the account masked. */
export function toPaymentLine(row: LineRow): PaymentLine {
  return {
    lineId: row.id,
    kind: row.kind,
    timesheetId: row.timesheet_id,
    claimId: row.claim_id,
    month: row.month ?? '',
    employeeId: row.employee_id,
    payeeName: row.payee_name,
    learnerName: row.kind === 'stipend' ? row.payee_name : null,
    employerName: row.employer_name ?? '',
    daysCredited: row.days_credited === null ? null : Number(row.days_credited),
    amountCents: row.amount_cents,
    amountText: formatTtd(row.amount_cents),
    bankName: row.bank_name,
    account: maskRunAccount(row.account_number),
    accountHolder: row.account_holder,
    status: row.status,
    failedReason: row.failed_reason,
    heldReason: heldReasonText(row.held_reason),
    paidOn: row.paid_on,
  };
}

/** A run with its lines to pay and, apart, the lines held back. */
export function toPaymentRunDetail(run: RunRow, lines: readonly LineRow[]): PaymentRunDetail {
  const shown = lines.map(toPaymentLine);
  return {
    ...toPaymentRun(run),
    lines: shown.filter((line) => line.status !== 'Held'),
    held: shown.filter((line) => line.status === 'Held'),
  };
}
