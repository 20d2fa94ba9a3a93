import type { LeaveReason, SaveTimesheetBody, Timesheet, TimesheetDay, TimesheetMark } from '@ojt/domain';
import { useCallback, useState } from 'react';

/** Which half of a day: the morning or the afternoon. */
export type Half = 'am' | 'pm';

const blank = (date: string): TimesheetDay => ({ date, am: null, pm: null, leaveReason: null });
const onLeave = (day: TimesheetDay) => day.am === 'L' || day.pm === 'L';
const marked = (day: TimesheetDay) => day.am !== null || day.pm !== null;

/** A day marked Leave (a.m. or p.m.) without its reason. */
export function needsLeaveReason(day: TimesheetDay): boolean {
  return onLeave(day) && !day.leaveReason;
}

/**
 * The marks and remarks of an open Draft or Returned month, kept on screen until saved: a mark per
 * half day, a reason while either half is Leave (dropped when neither is), and "All present" for the
 * halves not yet marked. `body()` is SaveTimesheet's, with the days that carry a mark.
 */
export function useMonthForm(sheet: Timesheet, dates: readonly string[]) {
  const [days, setDays] = useState<Record<string, TimesheetDay>>(() =>
    Object.fromEntries(
      [...dates.map(blank), ...sheet.days.map((day) => ({ ...day }))].map((day) => [day.date, day]),
    ),
  );
  const [remarks, setRemarks] = useState(sheet.remarks);
  // Set by a save with a Leave day missing its reason: those days then say so.
  const [checked, setChecked] = useState(false);

  // Stable, so a change to one day redraws that day's row alone (a month has 23 rows of 7 controls).
  const setMark = useCallback(
    (date: string, half: Half, mark: TimesheetMark) =>
      setDays((current) => {
        const next = { ...(current[date] ?? blank(date)), [half]: mark };
        return { ...current, [date]: onLeave(next) ? next : { ...next, leaveReason: null } };
      }),
    [],
  );

  const setReason = useCallback(
    (date: string, reason: LeaveReason | null) =>
      setDays((current) => ({
        ...current,
        [date]: { ...(current[date] ?? blank(date)), leaveReason: reason },
      })),
    [],
  );

  const allPresent = () =>
    setDays((current) => {
      const next = { ...current };
      for (const date of dates) {
        const day = next[date] ?? blank(date);
        next[date] = { ...day, am: day.am ?? 'P', pm: day.pm ?? 'P' };
      }
      return next;
    });

  const dayOf = (date: string) => days[date] ?? blank(date);
  // Days with a half not yet marked: what "All present" would fill.
  const unmarked = dates.filter((date) => dayOf(date).am === null || dayOf(date).pm === null).length;
  const missingReasons = Object.values(days)
    .filter(needsLeaveReason)
    .map((day) => day.date);

  const body = (): SaveTimesheetBody => ({
    placementId: sheet.placementId,
    month: sheet.month,
    days: Object.values(days)
      .filter(marked)
      .sort((a, b) => a.date.localeCompare(b.date)),
    remarks,
  });

  return {
    dayOf,
    setMark,
    setReason,
    allPresent,
    remarks,
    setRemarks,
    unmarked,
    /** Days on leave with no reason, once a save found them (before, nothing is flagged). */
    reasonMissing: (date: string) => checked && needsLeaveReason(dayOf(date)),
    /** True when the month can be sent; otherwise flags the days missing a leave reason. */
    check: () => {
      setChecked(true);
      return missingReasons.length === 0;
    },
    body,
  };
}
