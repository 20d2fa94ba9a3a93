/**
 * Payment runs (issue 28): a run pays one month and pay cycle. Draft → Approved → Sent → Closed, or
 * Draft (or Approved, not yet sent) → Rejected. Two signatures: the admin who created a run cannot
 * approve it. A month or claim is in at most one live run that is not rejected (the database says so too).
 */

/** A run's states, in the order they come. */
export const PAYMENT_RUN_STATUS = ['Draft', 'Approved', 'Sent', 'Closed', 'Rejected'] as const;
/** A run's state. */
export type PaymentRunStatus = (typeof PAYMENT_RUN_STATUS)[number];

/** A line's states: Held (no bank details: listed, not paid), Pending (to pay), Paid, Failed. */
export const PAYMENT_LINE_STATUS = ['Held', 'Pending', 'Paid', 'Failed'] as const;
/** A line's state. */
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUS)[number];

/** What a line pays: an approved month to its learner, or an approved claim to its employer. */
export type PaymentLineKind = 'stipend' | 'claim';

/** A live run holds its month and cycle: at most one per pair (not Rejected, not Closed). */
export function isLiveRun(status: PaymentRunStatus): boolean {
  return status !== 'Rejected' && status !== 'Closed';
}

/** Only a Draft run is worked out again. */
export function canRecalculateRun(status: PaymentRunStatus): boolean {
  return status === 'Draft';
}

/** Only a Draft run is approved. */
export function canApproveRun(status: PaymentRunStatus): boolean {
  return status === 'Draft';
}

/** A Draft run, or an Approved one whose file has not gone to the bank, may be rejected. */
export function canRejectRun(status: PaymentRunStatus): boolean {
  return status === 'Draft' || status === 'Approved';
}

/** The second signature: the approver is not the admin who created the run. */
export function isSecondSignature(createdBy: number | null, approverId: number): boolean {
  return createdBy !== approverId;
}

/** A run's totals: the cents and the number of lines to pay (Pending), and the lines held back. */
export interface RunTotals {
  totalCents: number;
  lineCount: number;
  heldCount: number;
}

/** Totals of a run's lines: Pending lines are paid (cents, count); Held ones are only counted. */
export function runTotals(lines: readonly { status: PaymentLineStatus; amountCents: number }[]): RunTotals {
  const totals: RunTotals = { totalCents: 0, lineCount: 0, heldCount: 0 };
  for (const line of lines) {
    if (line.status === 'Held') totals.heldCount += 1;
    else if (line.status === 'Pending') {
      totals.lineCount += 1;
      totals.totalCents += line.amountCents;
    }
  }
  return totals;
}

/** An account number as every answer but the bank file shows it: '•••• 4821' (null: none). */
export function maskRunAccount(accountNumber: string | null): string | null {
  if (!accountNumber) return null;
  return `•••• ${accountNumber.slice(-4)}`;
}
