import { formatDateInWords, LONG_MONTHS } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

// The learner's notices of issue 28 on the way a month's stipend goes: the supervisor approved the
// month (its pay cycle and amount), and an employer that pays confirmed it paid the month.

function monthInWords(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const name = LONG_MONTHS[m - 1];
  return name && year ? `${name} ${year}` : month;
}

/** To the learner: the supervisor approved a month. */
export interface TimesheetApprovedNoticeContext {
  learnerName: string;
  company: string;
  month: string;
  payCycle: 1 | 2;
  /** '3,960.00 TTD'. */
  amountText: string;
  /** `${publicUrl}/learner-dashboard?tab=stipend` */
  stipendUrl: string;
}

/** To the learner: the month is approved; in which pay cycle and how much. */
export function timesheetApprovedNotice(context: TimesheetApprovedNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your attendance for ${month} was approved`,
    text:
      `Hello ${context.learnerName},\n\n${context.company} has approved your attendance for ${month}: ` +
      `pay cycle ${context.payCycle}, ${context.amountText}.\n\n` +
      `See who pays it and where your stipend is here:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: the employer confirmed it paid a month. */
export interface StipendPaidByEmployerNoticeContext {
  learnerName: string;
  company: string;
  month: string;
  /** 'YYYY-MM-DD'. */
  paidOn: string;
  reference: string;
  amountText: string;
  stipendUrl: string;
}

/** To the learner: their employer says it paid the month, when and with which reference. */
export function stipendPaidByEmployerNotice(context: StipendPaidByEmployerNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your stipend for ${month} was paid by ${context.company}`,
    text:
      `Hello ${context.learnerName},\n\n${context.company} has confirmed that it paid your stipend for ` +
      `${month} (${context.amountText}) on ${formatDateInWords(context.paidOn)}, reference ` +
      `${context.reference}.\n\nIf it has not reached your account, speak to ${context.company} first.\n\n` +
      `See your stipend here:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}
