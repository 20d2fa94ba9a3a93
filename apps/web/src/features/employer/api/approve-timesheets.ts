import { approveTimesheetEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/**
 * POST /api/Employer/ApproveTimesheet: one month (?TimesheetId) or several (`{ timesheetIds }`), all
 * or none; each gets its pay cycle.
 */
export function approveTimesheets(timesheetIds: number[]) {
  return callApi(approveTimesheetEndpoint, {
    body: timesheetIds.length === 1 ? { TimesheetId: timesheetIds[0] } : { timesheetIds },
  });
}

/** Approves; the months reload whatever the outcome. */
export function useApproveTimesheets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTimesheets,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.timesheetsAll() }),
  });
}
