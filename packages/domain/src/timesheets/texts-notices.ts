import { LONG_MONTHS } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

// The notices of a month's attendance record (issue 27): the supervisor is told a month waits for
// approval, the learner that it came back, both that the office corrected it.

/** A month `YYYY-MM` in words: 'March 2030' (the month itself when it is not one). */
function monthInWords(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const name = LONG_MONTHS[m - 1];
  return name && year ? `${name} ${year}` : month;
}

/** To the employer's contact: a learner submitted a month for approval. */
export interface TimesheetSubmittedNoticeContext {
  contactName: string;
  learnerName: string;
  /** The learner's username. */
  learnerId: string;
  jobTitle: string;
  month: string;
  /** `${publicUrl}/employer-dashboard?tab=timesheets` */
  timesheetsUrl: string;
}

/** To the employer's contact: a month is submitted and waits for their approval. */
export function timesheetSubmittedNotice(context: TimesheetSubmittedNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Attendance for ${month} to approve: ${context.learnerName}`,
    text:
      `Hello ${context.contactName},\n\n${context.learnerName} (learner ID ${context.learnerId}, ` +
      `${context.jobTitle}) has submitted their attendance for ${month}. Please approve it, or return it ` +
      `with a reason, here:\n${context.timesheetsUrl}\n\nA month approved by 10:00 on the first working ` +
      'day of the next month is paid in the first pay cycle.' +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: the supervisor returned a month, with the reason. */
export interface TimesheetReturnedNoticeContext {
  learnerName: string;
  company: string;
  month: string;
  reason: string;
  /** `${publicUrl}/learner-dashboard?tab=stipend` */
  stipendUrl: string;
}

/** To the learner: a month came back from the supervisor; what to fix, and where. */
export function timesheetReturnedNotice(context: TimesheetReturnedNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  return {
    subject: `Your attendance for ${month} was returned`,
    text:
      `Hello ${context.learnerName},\n\n${context.company} has returned your attendance for ${month}.\n\n` +
      `Reason:\n${context.reason}\n\nPlease correct the month and submit it again here:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner or the employer's contact: the office corrected an approved month. */
export interface TimesheetCorrectedNoticeContext {
  /** Who the notice greets. */
  name: string;
  learnerName: string;
  month: string;
  reason: string;
  /** The month's new amount: '3,488.57 TTD'. */
  amountText: string;
  /** The sum behind it: '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD'. */
  explanation: string;
  /** Where the reader sees the month (their dashboard). */
  url: string;
  /** True for the learner's own notice ('your attendance'), false for the employer's. */
  toLearner: boolean;
}

/** To the learner and the employer: the programme office corrected an approved month, why, and the new amount. */
export function timesheetCorrectedNotice(context: TimesheetCorrectedNoticeContext): NoticeTexts {
  const month = monthInWords(context.month);
  const whose = context.toLearner ? 'your attendance' : `the attendance of ${context.learnerName}`;
  return {
    subject: context.toLearner
      ? `Your attendance for ${month} was corrected`
      : `Attendance for ${month} corrected: ${context.learnerName}`,
    text:
      `Hello ${context.name},\n\nThe programme office has corrected ${whose} for ${month}, which was ` +
      `already approved.\n\nReason:\n${context.reason}\n\nThe month's stipend is now ${context.amountText} ` +
      `(${context.explanation}). Its pay cycle is unchanged.\n\nYou can see the month here:\n${context.url}` +
      NOTICE_SIGNATURE,
  };
}
