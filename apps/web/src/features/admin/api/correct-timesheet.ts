import { ENDPOINTS, type LeaveReason, type TimesheetDay, type TimesheetMark } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** One day of the correction form: its marks as the selects hold them ('' = not marked). */
export interface CorrectionDayValues {
  date: string;
  am: '' | TimesheetMark;
  pm: '' | TimesheetMark;
  leaveReason: '' | LeaveReason;
  /** The day was in the month's record: it is sent back even when left unmarked. */
  kept: boolean;
}

/** A form day as the API takes it: '' becomes null, and a day with no leave has no reason. */
export function toWireDay(day: CorrectionDayValues): TimesheetDay {
  const onLeave = day.am === 'L' || day.pm === 'L';
  return {
    date: day.date,
    am: day.am || null,
    pm: day.pm || null,
    leaveReason: onLeave && day.leaveReason ? day.leaveReason : null,
  };
}

/** The days to send: those the record held, and any other day the office marked. */
export function correctionDays(days: readonly CorrectionDayValues[]): TimesheetDay[] {
  return days.filter((day) => day.kept || day.am || day.pm).map(toWireDay);
}

export interface TimesheetCorrection {
  timesheetId: number;
  days: CorrectionDayValues[];
  reason: string;
}

/**
 * POST /api/Admin/CorrectTimesheet { timesheetId, days, reason }: an approved month's days, with a
 * reason (400 without); 409 for a month not approved or a day outside the placement. Answers the
 * month worked out again.
 */
export function correctTimesheet({ timesheetId, days, reason }: TimesheetCorrection) {
  return callApi(ENDPOINTS.CorrectTimesheet, {
    body: { timesheetId, days: correctionDays(days), reason: reason.trim() },
  });
}

export function useCorrectTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.all }),
  });
}
