import { parsePortalDateTime } from '../shared/portal-date-time.ts';
import { pad2, portalToday } from '../shared/portal-time.ts';

/**
 * The monthly attendance record's rules (issue 27): the working days of a month, the record's states
 * and which change each allows, and the cut-off that decides its pay cycle. A month is `YYYY-MM`,
 * a date `YYYY-MM-DD`; times are Port of Spain's. Rules take `now`, never read a clock.
 */

/** A month's record states, in the order they usually follow. */
export const TIMESHEET_STATUS = ['Draft', 'Submitted', 'Returned', 'Approved'] as const;
/** A month's record state. */
export type TimesheetStatus = (typeof TIMESHEET_STATUS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True when `value` is a month `YYYY-MM` (01-12). */
export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

function monthParts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** Every date of a month, first to last. */
export function datesOfMonth(month: string): string[] {
  const [year, m] = monthParts(month);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${pad2(i + 1)}`);
}

/** The month after `month` (`2026-12` → `2027-01`). */
export function nextMonth(month: string): string {
  const [year, m] = monthParts(month);
  return m === 12 ? `${year + 1}-01` : `${year}-${pad2(m + 1)}`;
}

/** True for Saturday and Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** A month's working days: Monday to Friday less the public holidays (dates `YYYY-MM-DD`). */
export function workingDays(month: string, holidays: ReadonlySet<string>): string[] {
  return datesOfMonth(month).filter((date) => !isWeekend(date) && !holidays.has(date));
}

/** A break in training (issue 29): its first and last day, inclusive. */
export interface BreakDays {
  from: string;
  to: string;
}

/**
 * The working days of a month that a placement covers: those from its start date to its end date
 * (both inclusive; no end date: to the month's end), less the days of its breaks in training (issue
 * 29: not expected, no mark needed, no stipend). A first or last month, or one with a break, has fewer.
 */
export function placementWorkingDays(
  month: string,
  holidays: ReadonlySet<string>,
  start: string,
  end: string | null,
  breaks: readonly BreakDays[] = [],
): string[] {
  return workingDays(month, holidays).filter(
    (date) => date >= start && (end === null || date <= end) && !isOnBreak(date, breaks),
  );
}

function isOnBreak(date: string, breaks: readonly BreakDays[]): boolean {
  return breaks.some((period) => date >= period.from && date <= period.to);
}

/** The working days of a month that fall in the placement's breaks: shown as "Break" on the month. */
export function breakWorkingDays(
  month: string,
  holidays: ReadonlySet<string>,
  breaks: readonly BreakDays[],
): string[] {
  return workingDays(month, holidays).filter((date) => isOnBreak(date, breaks));
}

/** A month's first working day (its first day if, oddly, it has none). */
export function firstWorkingDayOf(month: string, holidays: ReadonlySet<string>): string {
  return workingDays(month, holidays)[0] ?? `${month}-01`;
}

/** A month's last working day (its last day if, oddly, it has none). */
export function lastWorkingDayOf(month: string, holidays: ReadonlySet<string>): string {
  const dates = datesOfMonth(month);
  return workingDays(month, holidays).at(-1) ?? (dates.at(-1) as string);
}

function portalInstant(date: string, time: string): Date {
  const at = parsePortalDateTime(`${date}T${time}`);
  if (!at) throw new RangeError(`Not a date: ${date}`);
  return at;
}

/** The current month in Port of Spain (`YYYY-MM`). */
export function portalMonth(now: Date): string {
  return portalToday(now).slice(0, 7);
}

/** True for a month after the current Port of Spain month: it cannot be read or saved (409). */
export function isFutureMonth(month: string, now: Date): boolean {
  return month > portalMonth(now);
}

/** Only a Draft or Returned month can be saved; a Submitted one waits, an Approved one is locked. */
export function canSaveTimesheet(status: TimesheetStatus): boolean {
  return status === 'Draft' || status === 'Returned';
}

/** When a month may be submitted: 00:00 Port of Spain of its last working day. */
export function submitOpensAt(month: string, holidays: ReadonlySet<string>): Date {
  return portalInstant(lastWorkingDayOf(month, holidays), '00:00');
}

/**
 * Whether the learner may submit a month: a Draft or Returned one, from 00:00 Port of Spain of the
 * month's last working day.
 */
export function canSubmitTimesheet(
  status: TimesheetStatus,
  month: string,
  holidays: ReadonlySet<string>,
  now: Date,
): boolean {
  return canSaveTimesheet(status) && now.getTime() >= submitOpensAt(month, holidays).getTime();
}

/** Whether the employer may approve a month: only a Submitted one. */
export function canApproveTimesheet(status: TimesheetStatus): boolean {
  return status === 'Submitted';
}

/** Whether the employer may return a month to the learner: only a Submitted one. */
export function canReturnTimesheet(status: TimesheetStatus): boolean {
  return status === 'Submitted';
}

/** Whether the office may correct a month: only an Approved one (Draft to Submitted are the learner's). */
export function canCorrectTimesheet(status: TimesheetStatus): boolean {
  return status === 'Approved';
}

/** A month's pay cycle: 1 when approved by the cut-off, 2 when later. */
export type PayCycle = 1 | 2;

/**
 * A month's cut-off (the paper sheet's deadline): 10:00 Port of Spain on the first working day of
 * the next month. `holidays` must hold the next month's (it may be in the next year).
 */
export function cutOffOf(month: string, holidays: ReadonlySet<string>): Date {
  return portalInstant(firstWorkingDayOf(nextMonth(month), holidays), '10:00');
}

/** The pay cycle fixed when a month is approved: 1 before its cut-off, 2 at or after it. */
export function payCycleFor(month: string, approvedAt: Date, holidays: ReadonlySet<string>): PayCycle {
  return approvedAt.getTime() < cutOffOf(month, holidays).getTime() ? 1 : 2;
}

/** True once a month's cut-off has passed: a month not yet approved by then is late (the office's filter). */
export function isPastCutOff(month: string, holidays: ReadonlySet<string>, now: Date): boolean {
  return now.getTime() >= cutOffOf(month, holidays).getTime();
}
