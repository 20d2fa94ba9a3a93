import { LONG_MONTHS, SHORT_MONTHS, WEEKDAYS } from '../shared/portal-date-time.ts';
import type { TimesheetStatus } from './rules.ts';
import { formatDayCount, type LeaveReason, type TimesheetMark } from './rules-stipend.ts';
import { TIMESHEET_MESSAGES } from './texts.ts';

/**
 * Texts of the attendance screens (issue 27): the learner's My Stipend tab and the employer's
 * Timesheets tab. The server's answers and the states' and marks' names are in `texts.ts`
 * (`TIMESHEET_MESSAGES`); these are the screens' own words.
 */
export const TIMESHEET_SCREEN_TEXTS = {
  // Learner: My Stipend
  tabMyStipend: 'My Stipend',
  stipendIntro:
    'Mark each working day of your placement, morning and afternoon. Save as often as you like; submit the month to your supervisor on its last working day.',
  notStarted: 'Not started',
  noPlacedPlacements: 'Your attendance months appear here once you are placed.',
  placementNoStartDate: 'This placement has no start date yet: only the current month is shown.',
  loadingMonths: 'Loading your months',
  loadingMonth: 'Loading the month',
  allMonths: 'All months',
  amountLabel: 'Stipend',
  amountNotYet: 'Not worked out yet',
  figuresAfterSave: 'The stipend is worked out again each time you save.',
  returnedTitle: 'Returned by your supervisor',
  submittedNote: 'Submitted to your supervisor: it cannot be changed while they review it.',
  approvedNote: 'Approved: this month is locked.',
  amLabel: 'a.m.',
  pmLabel: 'p.m.',
  leaveReasonLabel: 'Leave reason',
  leaveReasonPlaceholder: 'Choose a reason',
  allPresent: 'All present',
  allPresentHint: 'Marks Present every half day not yet marked.',
  remarksLabel: 'Remarks',
  saveDraft: 'Save draft',
  submitToSupervisor: 'Submit to supervisor',
  failedSaveTimesheet: 'The month could not be saved. Please try again.',
  failedSubmitTimesheet: 'The month could not be submitted. Please try again.',
  noWorkingDays: 'No working days of your placement fall in this month.',
  daysCaption: 'Attendance by day',
  dateColumn: 'Date',
  reasonColumn: 'Reason',
  notMarked: 'Not marked',

  // Employer: Timesheets
  tabTimesheets: 'Timesheets',
  timesheetsTitle: 'Timesheets',
  employerIntro:
    "Your placed learners' months. Approve a submitted month by 10:00 on the first working day of the next month for it to be paid in pay cycle 1.",
  monthFilterLabel: 'Month',
  statusFilterLabel: 'Status',
  allMonthsOption: 'All months',
  allStatusesOption: 'All statuses',
  learnerColumn: 'Learner',
  monthColumn: 'Month',
  statusColumn: 'Status',
  daysColumn: 'Days',
  amountColumn: 'Amount',
  actionsColumn: 'Actions',
  selectColumn: 'Select',
  selectAllSubmitted: 'Select every submitted month',
  viewDays: 'View days',
  approve: 'Approve',
  returnAction: 'Return',
  approveTitle: 'Approve month',
  approveSeveralTitle: 'Approve months',
  returnTitle: 'Return month',
  returnReasonLabel: 'Reason',
  returnReasonHint: 'The learner reads this and may correct and resubmit the month.',
  loadingTimesheets: 'Loading timesheets',
  failedApprove: 'The month could not be approved. Please try again.',
  failedReturn: 'The month could not be returned. Please try again.',
  submittedOn: 'Submitted',
  payCycleLabel: 'Pay cycle',
  close: 'Close',
} as const;

/** A month `YYYY-MM` in words: 'November 2026'. */
export function timesheetMonthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${LONG_MONTHS[m - 1] ?? ''} ${year}`;
}

/** A day `YYYY-MM-DD` as a row of the month names it: 'Mon 2 Nov'. */
export function timesheetDayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return `${weekday.slice(0, 3)} ${day} ${SHORT_MONTHS[month - 1] ?? ''}`;
}

/** A placement starting after the current month: nothing to record yet. */
export function placementStartsText(startDate: string): string {
  return `Nothing to record yet: your placement starts on ${startDate}.`;
}

/** Before the month's last working day: when Submit opens ('Mon 30 Nov'). */
export function submitOpensText(dayLabel: string): string {
  return `You can submit this month from ${dayLabel}, its last working day.`;
}

/** The employer's bulk button: 'Approve selected (3)'. */
export function approveSelectedLabel(count: number): string {
  return `Approve selected (${count})`;
}

/** The bulk approval's question, naming the count. */
export function approveSeveralConfirm(count: number): string {
  const months = count === 1 ? '1 month' : `${count} months`;
  return `Approve ${months}? An approved month is locked and its pay cycle fixed.`;
}

/** One approval's question, naming the learner and the month. */
export function approveOneConfirm(learner: string, monthLabel: string): string {
  return `Approve ${monthLabel} for ${learner}? An approved month is locked and its pay cycle fixed.`;
}

/** 'Pay cycle 1' or 'Pay cycle 2'. */
export function payCycleText(cycle: 1 | 2): string {
  return cycle === 1 ? TIMESHEET_MESSAGES.payCycleOne : TIMESHEET_MESSAGES.payCycleTwo;
}

/** '18.5 of 21 days': the days credited of the month's working days. */
export function creditedOfText(credited: number, workingDays: number): string {
  return `${formatDayCount(credited)} of ${workingDays} days`;
}

/** Each state's word, as its badge reads. */
export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  Draft: TIMESHEET_MESSAGES.timesheetDraft,
  Submitted: TIMESHEET_MESSAGES.timesheetSubmittedLabel,
  Returned: TIMESHEET_MESSAGES.timesheetReturnedLabel,
  Approved: TIMESHEET_MESSAGES.timesheetApprovedLabel,
};

/** A month's state as its badge reads; 'Not started' for a month with no record yet (null). */
export function timesheetStatusLabel(status: TimesheetStatus | null): string {
  return status === null ? TIMESHEET_SCREEN_TEXTS.notStarted : TIMESHEET_STATUS_LABELS[status];
}

/** A half day's mark in words: Present, Absent, Leave. */
export const MARK_LABELS: Record<TimesheetMark, string> = {
  P: TIMESHEET_MESSAGES.markPresent,
  A: TIMESHEET_MESSAGES.markAbsent,
  L: TIMESHEET_MESSAGES.markLeave,
};

/** A leave reason in words: Sick, Personal, Public duty. */
export const LEAVE_REASON_LABELS: Record<LeaveReason, string> = {
  sick: TIMESHEET_MESSAGES.leaveSick,
  personal: TIMESHEET_MESSAGES.leavePersonal,
  'public-duty': TIMESHEET_MESSAGES.leavePublicDuty,
};
