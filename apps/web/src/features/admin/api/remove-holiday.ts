import { ENDPOINTS } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** DELETE /api/Admin/Holidays/{date}: the day is a working day again; 404 when it is no holiday. */
export function removeHoliday(date: string) {
  return callApi(ENDPOINTS.RemoveHoliday, { params: { date } });
}

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHoliday,
    // Also after a 404: the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.holidaysAll }),
  });
}
