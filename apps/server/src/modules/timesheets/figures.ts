import {
  cutOffOf,
  datesOfMonth,
  isStipendLevel,
  MESSAGES,
  monthStipend,
  nextMonth,
  placementWorkingDays,
  type StipendSchedule,
  type TimesheetDay,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import type { TimesheetPlacement } from '../placements/placement-service.ts';
import { holidaysBetween, stipendSchedules, stipendSettings } from './calendar-repository.ts';

type Db = Kysely<Database>;

/** What a month's figures are worked out from: the holidays of the month and the next, rates, settings. */
export interface MonthCalendar {
  month: string;
  /** The month's holidays and the next month's (its first working day is the cut-off's day). */
  holidays: ReadonlySet<string>;
  schedules: readonly StipendSchedule[];
  reduceForAbsences: boolean;
}

/** The figures a month keeps with it (its columns): worked out on every write, frozen when approved. */
export interface MonthFigures {
  working_days: number;
  days_credited: number;
  level: number;
  rate_cents: number;
  amount_cents: number;
  cut_off_at: Date;
}

/** Reads the calendar a month's figures need, as it stands now. */
export async function monthCalendar(db: Db, month: string): Promise<MonthCalendar> {
  const lastOfNext = datesOfMonth(nextMonth(month)).at(-1) as string;
  const [holidays, schedules, settings] = await Promise.all([
    holidaysBetween(db, `${month}-01`, lastOfNext),
    stipendSchedules(db),
    stipendSettings(db),
  ]);
  return {
    month,
    holidays: new Set(holidays.map((h) => h.date)),
    schedules,
    reduceForAbsences: settings.reduceForAbsences,
  };
}

/**
 * A placement's month worked out: the month's working days, the days credited within the
 * placement's dates, the level's rate in the schedule in force on the month's first day, the amount
 * and the cut-off. 409 when the placement has no stipend level (or no schedule is in force).
 */
export function monthFigures(
  placement: Pick<TimesheetPlacement, 'stipendLevel' | 'startDate' | 'endDate'> &
    Partial<Pick<TimesheetPlacement, 'breaks'>>,
  calendar: MonthCalendar,
  days: readonly TimesheetDay[],
): MonthFigures {
  const level = placement.stipendLevel;
  if (!isStipendLevel(level)) throw conflict(MESSAGES.timesheetNoStipendLevel);
  const stipend = monthStipend({
    month: calendar.month,
    level,
    schedules: calendar.schedules,
    holidays: calendar.holidays,
    start: placement.startDate ?? `${calendar.month}-01`,
    end: placement.endDate,
    days,
    reduceForAbsences: calendar.reduceForAbsences,
    breaks: placement.breaks ?? [],
  });
  if (!stipend) throw conflict(MESSAGES.timesheetNoStipendLevel);
  return {
    working_days: stipend.workingDays,
    days_credited: stipend.daysCredited,
    level,
    rate_cents: stipend.rateCents,
    amount_cents: stipend.amountCents,
    cut_off_at: cutOffOf(calendar.month, calendar.holidays),
  };
}

/** True when the kept figures differ from these (a holiday, schedule or setting changed since). */
export function figuresChanged(
  kept: { [K in keyof MonthFigures]: K extends 'days_credited' ? string | number : MonthFigures[K] },
  figures: MonthFigures,
): boolean {
  return (
    kept.working_days !== figures.working_days ||
    Number(kept.days_credited) !== figures.days_credited ||
    kept.level !== figures.level ||
    kept.rate_cents !== figures.rate_cents ||
    kept.amount_cents !== figures.amount_cents ||
    kept.cut_off_at.getTime() !== figures.cut_off_at.getTime()
  );
}

/** True when `month` (`YYYY-MM`) has days within the placement's start and end dates. */
export function isMonthOfPlacement(
  placement: Pick<TimesheetPlacement, 'startDate' | 'endDate'>,
  month: string,
): boolean {
  const { startDate, endDate } = placement;
  return (
    startDate !== null && month >= startDate.slice(0, 7) && (endDate === null || month <= endDate.slice(0, 7))
  );
}

/**
 * 409 unless every day is one of the placement's working days in the month (a break's days are
 * not, issue 29); answers the days by date.
 */
export function daysOfPlacement(
  placement: Pick<TimesheetPlacement, 'startDate' | 'endDate'> & Partial<Pick<TimesheetPlacement, 'breaks'>>,
  calendar: MonthCalendar,
  days: readonly TimesheetDay[],
): TimesheetDay[] {
  const open = new Set(
    placementWorkingDays(
      calendar.month,
      calendar.holidays,
      placement.startDate ?? '',
      placement.endDate,
      placement.breaks ?? [],
    ),
  );
  if (placement.startDate === null || days.some((day) => !open.has(day.date)))
    throw conflict(MESSAGES.timesheetDayOutsidePlacement);
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}
