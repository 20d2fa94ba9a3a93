import { formatPortalDateTime } from '../shared/portal-date-time.ts';
import { addDays } from './holidays.ts';
import {
  firstWorkingDayOf,
  isWeekend,
  lastWorkingDayOf,
  nextMonth,
  placementWorkingDays,
  type TimesheetStatus,
} from './rules.ts';

/**
 * When the monthly attendance record's reminders are due (issue 27, "Reminders by mail"). Each is
 * due on one Port of Spain working day (Monday to Friday less the office's holidays) from 07:00:
 * 1. the learner, when nothing is saved: 3 working days before the month's last working day;
 * 2. the learner, when the month is not submitted: on its last working day;
 * 3. the employer, while a submitted month waits: each working day from 2 working days before the
 *    cut-off day (the next month's first working day), that day and every later one.
 * `holidays` must hold the dates around the month and the next month's. Rules take `now`.
 */

/** What a reminder is about: nothing saved, not submitted (to the learner), waiting (to the employer). */
export const TIMESHEET_REMINDER_KINDS = ['nothing-saved', 'not-submitted', 'waiting'] as const;
/** What a reminder is about. */
export type TimesheetReminderKind = (typeof TIMESHEET_REMINDER_KINDS)[number];

/** A reminder is due from this Port of Spain time of its day (people read mail in the morning). */
export const REMINDERS_FROM = '07:00';

/** True for a Port of Spain working day: a weekday that is not a holiday. */
export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The working day `count` working days before `date` (`date` itself not counted). */
export function workingDaysBefore(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, -1);
    if (isWorkingDay(day, holidays)) left -= 1;
  }
  return day;
}

/**
 * The day whose reminders a run at `now` sends: the Port of Spain date once 07:00 has struck on a
 * working day; null before 07:00, on a weekend or a holiday (those days send nothing).
 */
export function reminderDayAt(now: Date, holidays: ReadonlySet<string>): string | null {
  const [date = '', time = ''] = formatPortalDateTime(now).split('T');
  if (time < REMINDERS_FROM) return null;
  return isWorkingDay(date, holidays) ? date : null;
}

/** Rule 1's day: 3 working days before the month's last working day (Mon 30 Nov → Wed 25 Nov). */
export function nothingSavedReminderDay(month: string, holidays: ReadonlySet<string>): string {
  return workingDaysBefore(lastWorkingDayOf(month, holidays), 3, holidays);
}

/** Rule 2's day: the month's last working day (the first day it can be submitted). */
export function notSubmittedReminderDay(month: string, holidays: ReadonlySet<string>): string {
  return lastWorkingDayOf(month, holidays);
}

/**
 * Rule 3's first day: 2 working days before the cut-off day (10:00 on the next month's first
 * working day), so the employer hears of a waiting month twice before its cut-off morning.
 */
export function waitingRemindersFrom(month: string, holidays: ReadonlySet<string>): string {
  return workingDaysBefore(firstWorkingDayOf(nextMonth(month), holidays), 2, holidays);
}

/** A month's record as the learner's reminders read it: its state and its marked days. */
export interface ReminderRecord {
  status: TimesheetStatus;
  days: readonly { am: string | null; pm: string | null }[];
}

/** Nothing saved: no record yet, or a Draft without a single half day marked. */
export function hasNothingSaved(record: ReminderRecord | undefined): boolean {
  if (!record) return true;
  return record.status === 'Draft' && record.days.every((day) => day.am === null && day.pm === null);
}

/** Not submitted: no record yet, a Draft or a Returned month (Submitted and Approved ones are done). */
export function isNotSubmitted(record: ReminderRecord | undefined): boolean {
  return !record || record.status === 'Draft' || record.status === 'Returned';
}

/** One placement's month as the learner's reminders see it. */
export interface LearnerReminderInput {
  month: string;
  /** The placement's dates (`YYYY-MM-DD`; no end: open). */
  start: string;
  end: string | null;
  /** The month's record; undefined when the learner has not opened it. */
  record: ReminderRecord | undefined;
}

/**
 * The reminder a learner is due at `now` for one month of a placement, or null. Only on rule 1's
 * or rule 2's day from 07:00, and only when the placement has a working day in the month by that
 * day (a placement that starts later, or covers only a weekend of it, has nothing to record yet).
 */
export function learnerReminderDue(
  input: LearnerReminderInput,
  holidays: ReadonlySet<string>,
  now: Date,
): 'nothing-saved' | 'not-submitted' | null {
  const day = reminderDayAt(now, holidays);
  if (day === null) return null;
  const worked = placementWorkingDays(input.month, holidays, input.start, input.end);
  if (!worked.some((date) => date <= day)) return null;
  if (day === nothingSavedReminderDay(input.month, holidays) && hasNothingSaved(input.record))
    return 'nothing-saved';
  if (day === notSubmittedReminderDay(input.month, holidays) && isNotSubmitted(input.record))
    return 'not-submitted';
  return null;
}

/**
 * Whether the employer is due a reminder at `now` for a month that is Submitted: on every working
 * day, from 07:00, from 2 working days before its cut-off day for as long as it waits.
 */
export function waitingReminderDue(month: string, holidays: ReadonlySet<string>, now: Date): boolean {
  const day = reminderDayAt(now, holidays);
  return day !== null && day >= waitingRemindersFrom(month, holidays);
}
