import type { FundingModel } from './rules-funding.ts';

/**
 * Where a month's stipend is (issue 28, "Where is my stipend"): from the month's attendance, who pays
 * it, the employer's confirmation and the month's latest live payment line with its run's status.
 */

/** The states of a month's payment, in the order a month usually goes through them. */
export const STIPEND_PAYMENT_STATES = [
  'not-due',
  'held',
  'in-run',
  'sent',
  'paid',
  'failed',
  'paid-by-employer',
] as const;
/** The state of a month's payment. */
export type StipendPaymentState = (typeof STIPEND_PAYMENT_STATES)[number];

/** What decides a month's payment state. */
export interface StipendFacts {
  attendance: 'Draft' | 'Submitted' | 'Returned' | 'Approved';
  funding: FundingModel;
  /** The employer's confirmation (an employer-paid month), else null. */
  employerPaidOn: string | null;
  /** The month's latest live payment line, else null. */
  line: { status: 'Held' | 'Pending' | 'Paid' | 'Failed'; runStatus: string } | null;
}

/**
 * The payment state: an employer-paid month is 'paid-by-employer' once confirmed; a programme-paid
 * one follows its line (Held → held; Pending → in-run, or sent once its run went to the bank; Paid;
 * Failed). Anything else (not approved yet, or approved and waiting for a run or the employer) is
 * 'not-due'.
 */
export function stipendPaymentState(facts: StipendFacts): StipendPaymentState {
  if (facts.attendance !== 'Approved') return 'not-due';
  if (facts.funding === 'employer') return facts.employerPaidOn ? 'paid-by-employer' : 'not-due';
  const line = facts.line;
  if (!line) return 'not-due';
  switch (line.status) {
    case 'Held':
      return 'held';
    case 'Paid':
      return 'paid';
    case 'Failed':
      return 'failed';
    case 'Pending':
      return line.runStatus === 'Sent' || line.runStatus === 'Closed' ? 'sent' : 'in-run';
  }
}
