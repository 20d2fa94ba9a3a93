import { formatDateInWords, LONG_MONTHS } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

// The reminders of the monthly attendance record (issue 27), in the voice of the other notices:
// what is missing, by when, what it changes for the stipend, and where to do it.

/** What a reminder to a learner names: who, which month, its last working day and cut-off day. */
export interface LearnerReminderContext {
  learnerName: string;
  /** `YYYY-MM` */
  month: string;
  /** The month's last working day (`YYYY-MM-DD`): the first day it can be submitted. */
  lastWorkingDay: string;
  /** The next month's first working day (`YYYY-MM-DD`): approved by 10:00 then, pay cycle 1. */
  cutOffDay: string;
  /** `${publicUrl}/learner-dashboard?tab=stipend` */
  stipendUrl: string;
}

/** One month waiting for the employer: whose, which, and its cut-off day. */
export interface WaitingMonth {
  learnerName: string;
  /** `YYYY-MM` */
  month: string;
  /** `YYYY-MM-DD`: the month's cut-off is 10:00 on this day. */
  cutOffDay: string;
  /** True once the cut-off has passed: the month will be paid in the second cycle. */
  late: boolean;
}

/** What the employer's daily reminder names: the months waiting for its approval. */
export interface WaitingReminderContext {
  /** Whom it greets: the contact person, or the company. */
  contactName: string;
  months: readonly WaitingMonth[];
  /** `${publicUrl}/employer-dashboard?tab=timesheets` */
  timesheetsUrl: string;
}

/** `2026-11` → 'November 2026'. */
function monthWords(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${LONG_MONTHS[m - 1]} ${year}`;
}

function cutOffWords(cutOffDay: string): string {
  return `10:00 am on ${formatDateInWords(cutOffDay)}`;
}

/** To the learner, 3 working days before the month's last: no day of the month is marked yet. */
export function timesheetNothingSavedNotice(context: LearnerReminderContext): NoticeTexts {
  const month = monthWords(context.month);
  return {
    subject: `Your attendance for ${month}`,
    text:
      `Hello ${context.learnerName},\n\nYou have not recorded any days for ${month} yet. When you have a ` +
      'moment, mark each working day, morning and afternoon, as Present, Absent or Leave. You can save ' +
      'as often as you like and change it until you submit.\n\n' +
      `You can submit the month from its last working day, ${formatDateInWords(context.lastWorkingDay)}. ` +
      `If your supervisor approves it by ${cutOffWords(context.cutOffDay)}, your stipend for it is paid ` +
      `in the first pay cycle.\n\nRecord your days here:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner, on the month's last working day: the month is not submitted yet. */
export function timesheetNotSubmittedNotice(context: LearnerReminderContext): NoticeTexts {
  const month = monthWords(context.month);
  return {
    subject: `Please submit your attendance for ${month}`,
    text:
      `Hello ${context.learnerName},\n\nToday is the last working day of ${month}, and your attendance for ` +
      'the month has not been submitted yet. Please check your days and submit it to your supervisor ' +
      'today. If your supervisor returned it, make the changes they asked for and submit it again.\n\n' +
      `A month approved by ${cutOffWords(context.cutOffDay)} is paid in the first pay cycle; after that, ` +
      `in the second.\n\nSubmit your month here:\n${context.stipendUrl}` +
      NOTICE_SIGNATURE,
  };
}

function waitingLine(waiting: WaitingMonth): string {
  const when = waiting.late
    ? 'its cut-off has passed, so it will be paid in the second pay cycle'
    : `approve it by ${cutOffWords(waiting.cutOffDay)} for the first pay cycle`;
  return `    - ${waiting.learnerName}, ${monthWords(waiting.month)}: ${when}`;
}

/** To the employer, each working day a submitted month waits: the months, oldest first. */
export function timesheetsWaitingNotice(context: WaitingReminderContext): NoticeTexts {
  const months = [...context.months].sort(
    (a, b) => a.month.localeCompare(b.month) || a.learnerName.localeCompare(b.learnerName),
  );
  const one = months.length === 1;
  return {
    subject: one
      ? 'A month of attendance is waiting for your approval'
      : 'Months of attendance are waiting for your approval',
    text:
      `Hello ${context.contactName},\n\n${one ? 'This month' : 'These months'} of attendance ` +
      `${one ? 'is' : 'are'} waiting for your approval. Your learners' stipends are paid once you ` +
      `approve:\n\n${months.map(waitingLine).join('\n')}\n\nYou can approve ${one ? 'it' : 'them'}, or ` +
      `return a month to the learner with a reason, here:\n${context.timesheetsUrl}` +
      NOTICE_SIGNATURE,
  };
}
