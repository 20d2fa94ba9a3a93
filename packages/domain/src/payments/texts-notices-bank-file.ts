import { formatDateInWords, LONG_MONTHS } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';
import { formatTtd } from '../timesheets/rules-stipend.ts';

// The learner's notices of a month's stipend on its way (issue 28): sent to the bank, paid, failed.

/** What a stipend notice says: whose month, how much, and where the learner sees it. */
export interface StipendNoticeContext {
  learnerName: string;
  /** 'YYYY-MM'. */
  month: string;
  amountCents: number;
  /** `${publicUrl}/learner-dashboard?tab=stipend` (My Stipend). */
  stipendUrl: string;
}

function monthInWords(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const name = LONG_MONTHS[m - 1];
  return name && year ? `${name} ${year}` : month;
}

/** To the learner: the month's stipend went to the bank. */
export function stipendSentNotice(context: StipendNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your stipend for ${month} was sent to the bank`,
    text:
      `Hello ${context.learnerName},\n\nYour stipend of ${formatTtd(context.amountCents)} for ${month} ` +
      'was sent to the bank for payment into your account. We will tell you when the bank has paid it.\n\n' +
      `Follow it on My Stipend:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: the bank paid the month's stipend, on `paidOn` ('YYYY-MM-DD'). */
export function stipendPaidNotice(context: StipendNoticeContext & { paidOn: string }): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your stipend for ${month} was paid`,
    text:
      `Hello ${context.learnerName},\n\nYour stipend of ${formatTtd(context.amountCents)} for ${month} ` +
      `was paid into your bank account on ${formatDateInWords(context.paidOn)}.\n\n` +
      `See it on My Stipend:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: the bank could not pay the month's stipend; the reason, and what to do. */
export function stipendFailedNotice(context: StipendNoticeContext & { reason: string }): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your stipend for ${month} could not be paid`,
    text:
      `Hello ${context.learnerName},\n\nThe bank could not pay your stipend of ` +
      `${formatTtd(context.amountCents)} for ${month}.\n\nThe bank's reason:\n${context.reason}\n\n` +
      'Please update your bank details on My Stipend; the month is paid again in the next payment run ' +
      `after you do:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}
