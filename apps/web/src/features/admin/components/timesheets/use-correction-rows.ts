import { placementWorkingDays, type TimesheetDay } from '@ojt/domain';
import type { CorrectionDayValues } from '../../api/correct-timesheet';
import { useHolidays } from '../../api/get-holidays';
import { usePlacement } from '../../api/get-placement';

/**
 * The correction's rows: every day the record holds (kept, so it is sent back as corrected), and any
 * other working day of the placement in the month (sent only if the office marks it), by date.
 */
export function correctionRows(
  recorded: readonly TimesheetDay[],
  workingDates: readonly string[],
): CorrectionDayValues[] {
  const rows = new Map<string, CorrectionDayValues>();
  for (const date of workingDates) rows.set(date, { date, am: '', pm: '', leaveReason: '', kept: false });
  for (const day of recorded)
    rows.set(day.date, {
      date: day.date,
      am: day.am ?? '',
      pm: day.pm ?? '',
      leaveReason: day.leaveReason ?? '',
      kept: true,
    });
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A month's rows for its correction, once the placement's dates and the year's holidays are known
 * (a learner may have left a working day out of the record). Should either fail to load, the rows
 * are the record's days alone.
 */
export function useCorrectionRows(
  timesheet: { placementId: number; month: string; days: TimesheetDay[] } | null,
): { rows: CorrectionDayValues[] | null } {
  const placement = usePlacement(timesheet?.placementId ?? null);
  const year = Number(timesheet?.month.slice(0, 4) ?? 0);
  const holidays = useHolidays(year, { enabled: timesheet !== null });
  if (!timesheet) return { rows: null };
  if (placement.isError || holidays.isError) return { rows: correctionRows(timesheet.days, []) };
  if (!placement.data || !holidays.data) return { rows: null };
  const start = placement.data.startDate;
  const dates = start
    ? placementWorkingDays(
        timesheet.month,
        new Set(holidays.data.map((h) => h.date)),
        start,
        placement.data.endDate,
      )
    : [];
  return { rows: correctionRows(timesheet.days, dates) };
}
