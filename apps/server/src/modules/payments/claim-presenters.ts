import { formatTtd, type ReimbursementClaim } from '@ojt/domain';
import type { ClaimRow, claimLineRows } from './claim-repository.ts';
import type { LivePaymentLine } from './payment-line-repository.ts';

type LineRow = Awaited<ReturnType<typeof claimLineRows>>[number];
type PaymentRow = LivePaymentLine;

/** A claim's payment once a run takes it, from its latest live line (rows newest first). */
function claimPayment(line: PaymentRow | undefined): ReimbursementClaim['payment'] {
  if (!line) return { state: 'not-paid', runId: null, paidOn: null, failedReason: null };
  const state =
    line.status === 'Paid'
      ? 'paid'
      : line.status === 'Failed'
        ? 'failed'
        : line.status === 'Pending' && (line.run_status === 'Sent' || line.run_status === 'Closed')
          ? 'sent'
          : line.status === 'Pending'
            ? 'in-run'
            : 'not-paid';
  return { state, runId: line.run_id, paidOn: line.paid_on, failedReason: line.failed_reason };
}

/** Claims as the calls answer them: each with its lines and payment. */
export function presentClaims(
  claims: readonly ClaimRow[],
  lines: readonly LineRow[],
  payments: readonly PaymentRow[],
): ReimbursementClaim[] {
  return claims.map((claim) => ({
    claimId: claim.id,
    empId: claim.emp_id,
    employerName: claim.emp_name,
    month: claim.month,
    status: claim.status,
    amountCents: claim.amount_cents,
    amountText: formatTtd(claim.amount_cents),
    approvedAt: claim.approved_at ? new Date(claim.approved_at).toISOString() : null,
    lines: lines
      .filter((line) => line.claim_id === claim.id)
      .map((line) => ({
        timesheetId: line.timesheet_id,
        learnerId: line.learner_id,
        learnerName: `${line.first_name} ${line.last_name}`.trim(),
        month: line.month,
        stipendCents: line.stipend_cents,
        stipendText: formatTtd(line.stipend_cents),
        reimbursedCents: line.amount_cents,
        reimbursedText: formatTtd(line.amount_cents),
      })),
    payment: claimPayment(payments.find((payment) => payment.claim_id === claim.id)),
  }));
}
