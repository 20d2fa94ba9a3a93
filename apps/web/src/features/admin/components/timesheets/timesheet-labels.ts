import {
  LEAVE_REASONS,
  type LeaveReason,
  monthInWords,
  portalMonth,
  TIMESHEET_MARKS,
  TIMESHEET_MESSAGES,
  type TimesheetMark,
} from '@ojt/domain';

/** A half day's mark in words. */
export const MARK_NAMES: Record<TimesheetMark, string> = {
  P: TIMESHEET_MESSAGES.markPresent,
  A: TIMESHEET_MESSAGES.markAbsent,
  L: TIMESHEET_MESSAGES.markLeave,
};

/** A leave reason in words. */
export const LEAVE_NAMES: Record<LeaveReason, string> = {
  sick: TIMESHEET_MESSAGES.leaveSick,
  personal: TIMESHEET_MESSAGES.leavePersonal,
  'public-duty': TIMESHEET_MESSAGES.leavePublicDuty,
};

/** A select's options for a half day's mark, '' first (not marked). */
export function markOptions(notMarked: string) {
  return [
    { value: '', label: notMarked },
    ...TIMESHEET_MARKS.map((m) => ({ value: m, label: MARK_NAMES[m] })),
  ];
}

/** A select's options for the leave reason, '' first. */
export function leaveOptions(none: string) {
  return [{ value: '', label: none }, ...LEAVE_REASONS.map((r) => ({ value: r, label: LEAVE_NAMES[r] }))];
}

/** The month before `month` (`2027-01` → `2026-12`). */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The current Port of Spain month and the `count - 1` before it, newest first. */
export function recentMonths(now: Date = new Date(), count = 24): string[] {
  const months = [portalMonth(now)];
  while (months.length < count) months.push(previousMonth(months.at(-1) as string));
  return months;
}

/** The Month filter's options: every month, then the recent ones ('October 2026'). */
export function monthOptions(allLabel: string, now?: Date) {
  return [
    { value: '', label: allLabel },
    ...recentMonths(now).map((m) => ({ value: m, label: monthInWords(m) })),
  ];
}
