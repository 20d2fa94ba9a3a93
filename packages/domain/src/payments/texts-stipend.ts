import { SHORT_MONTHS } from '../shared/portal-date-time.ts';
import type { StipendPaymentState } from './rules-stipend.ts';

/** A date 'YYYY-MM-DD' as the stipend's sentences write it: '12 Nov 2026'. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const name = SHORT_MONTHS[month - 1];
  return name && day ? `${day} ${name} ${year}` : date;
}

/** What the sentence of a month is made from. */
export interface StipendSentenceFacts {
  attendance: 'Draft' | 'Submitted' | 'Returned' | 'Approved';
  state: StipendPaymentState;
  funding: 'programme' | 'employer';
  payCycle: 1 | 2 | null;
  paidOn: string | null;
  /** When the run went to the bank ('YYYY-MM-DD'), for a sent month. */
  sentOn: string | null;
  failedReason: string | null;
}

function beforeApproval(attendance: StipendSentenceFacts['attendance'], learner: boolean): string {
  switch (attendance) {
    case 'Draft':
      return learner ? 'Attendance not submitted yet' : "The learner's attendance is not submitted yet";
    case 'Submitted':
      return learner ? "Waiting for your supervisor's approval" : 'Waiting for your approval';
    case 'Returned':
      return learner
        ? 'Returned by your supervisor: correct it and submit it again'
        : 'Returned to the learner for correction';
    default:
      return '';
  }
}

/**
 * The plain sentence saying where a month's stipend is, for the learner (`learner` true) or for the
 * employer of their placement: 'Paid on 12 Nov 2026', 'Failed: account closed — update your bank
 * details on My Stipend', 'Paid by your employer on 3 Nov 2026'.
 */
export function stipendSentence(facts: StipendSentenceFacts, learner = true): string {
  const cycle = facts.payCycle ? `, pay cycle ${facts.payCycle}` : '';
  switch (facts.state) {
    case 'paid':
      return `Paid on ${shortDate(facts.paidOn ?? '')}`;
    case 'failed':
      return learner
        ? `Failed: ${facts.failedReason ?? 'the bank refused it'} — update your bank details on My Stipend`
        : `Failed: ${facts.failedReason ?? 'the bank refused it'} — the learner must update their bank details`;
    case 'paid-by-employer':
      return learner
        ? `Paid by your employer on ${shortDate(facts.paidOn ?? '')}`
        : `You paid it on ${shortDate(facts.paidOn ?? '')}`;
    case 'sent':
      return facts.sentOn ? `Sent to the bank on ${shortDate(facts.sentOn)}` : 'Sent to the bank';
    case 'in-run':
      return `In the payment run${cycle}`;
    case 'held':
      return learner
        ? 'Held: add your bank details on My Stipend to be paid'
        : 'Held: the learner has not given their bank details';
    case 'not-due':
      if (facts.attendance !== 'Approved') return beforeApproval(facts.attendance, learner);
      if (facts.funding === 'employer')
        return learner
          ? `Approved${cycle}: your employer pays this month`
          : `Approved${cycle}: confirm when you have paid it`;
      return `Approved${cycle}: waiting for the next payment run`;
  }
}
