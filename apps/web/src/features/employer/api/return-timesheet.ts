import { returnTimesheetEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** POST /api/Employer/ReturnTimesheet ?TimesheetId&Reason: back to the learner, who is told why. */
export function returnTimesheet({ timesheetId, reason }: { timesheetId: number; reason: string }) {
  return callApi(returnTimesheetEndpoint, { body: { TimesheetId: timesheetId, Reason: reason } });
}

/** Returns a month; the months reload whatever the outcome. */
export function useReturnTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: returnTimesheet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employerKeys.timesheetsAll() }),
  });
}
