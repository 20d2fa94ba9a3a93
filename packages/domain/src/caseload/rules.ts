import { SHORT_MONTHS } from '../shared/portal-date-time.ts';
import { addDays } from '../timesheets/holidays.ts';
import { firstWorkingDayOf, nextMonth, type TimesheetStatus } from '../timesheets/rules.ts';
import { workingDaysBefore } from '../timesheets/rules-reminders.ts';

/**
 * The officer's caseload (issue 29): what in an officer's Placed placements needs attention, and in
 * which order. Dates `YYYY-MM-DD` (Port of Spain days), months `YYYY-MM`.
 */

/** What an item of the caseload is about. */
export const CASELOAD_KINDS = [
  'agreement-overdue',
  'agreement-unconfirmed',
  'review-due',
  'review-overdue',
  'month-not-submitted',
  'month-not-approved',
  'high-risk',
  'break-ending',
] as const;
/** An item's kind. */
export type CaseloadKind = (typeof CASELOAD_KINDS)[number];

/** A month's attendance shows from this many working days before its cut-off day. */
export const CASELOAD_MONTH_WINDOW_WORKING_DAYS = 5;
/** A break shows when it ends within this many days (today included). */
export const CASELOAD_BREAK_WINDOW_DAYS = 14;

/** The cut-off day of a month: the next month's first working day (10:00 that morning). */
export function cutOffDayOf(month: string, holidays: ReadonlySet<string>): string {
  return firstWorkingDayOf(nextMonth(month), holidays);
}

/** The first day a month's attendance shows on the caseload: 5 working days before its cut-off day. */
export function monthWindowStart(month: string, holidays: ReadonlySet<string>): string {
  return workingDaysBefore(cutOffDayOf(month, holidays), CASELOAD_MONTH_WINDOW_WORKING_DAYS, holidays);
}

/**
 * What a month's record still needs near its cut-off: `month-not-submitted` (none, Draft or
 * Returned), `month-not-approved` (Submitted), or nothing (Approved).
 */
export function monthAttention(
  status: TimesheetStatus | null,
): 'month-not-submitted' | 'month-not-approved' | null {
  if (status === 'Approved') return null;
  return status === 'Submitted' ? 'month-not-approved' : 'month-not-submitted';
}

/** Whether a break ending `to` shows today: it ends today or within the next 14 days. */
export function isBreakEndingSoon(to: string, today: string): boolean {
  return to >= today && to <= addDays(today, CASELOAD_BREAK_WINDOW_DAYS);
}

/**
 * An item's urgency, lower first: 0 past its date (overdue agreements and reviews, months past
 * their cut-off), 1 High risk, 2 the rest (due soon).
 */
export function caseloadUrgency(item: { kind: CaseloadKind; dueDate: string }, today: string): number {
  if (item.kind === 'high-risk') return 1;
  return item.dueDate < today ? 0 : 2;
}

/** Orders a caseload's items: by urgency, then date, then placement. */
export function sortCaseloadItems<T extends { kind: CaseloadKind; dueDate: string; placementId: number }>(
  items: readonly T[],
  today: string,
): T[] {
  return [...items].sort(
    (a, b) =>
      caseloadUrgency(a, today) - caseloadUrgency(b, today) ||
      a.dueDate.localeCompare(b.dueDate) ||
      a.placementId - b.placementId ||
      CASELOAD_KINDS.indexOf(a.kind) - CASELOAD_KINDS.indexOf(b.kind),
  );
}

/** A date as dates are read in the portal: '23 Nov 2026'. */
export function caseloadDate(date: string): string {
  const month = SHORT_MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  return `${Number(date.slice(8, 10))} ${month} ${date.slice(0, 4)}`;
}

/** A month as read: 'Nov 2026'. */
export function caseloadMonth(month: string): string {
  return `${SHORT_MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}
