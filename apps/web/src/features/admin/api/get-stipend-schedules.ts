import { ENDPOINTS } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/Admin/StipendSchedules: every schedule of rates in cents, oldest first. */
export function getStipendSchedules({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.StipendSchedules, { signal });
}

export function stipendSchedulesQueryOptions() {
  return queryOptions({
    queryKey: timesheetKeys.schedules(),
    queryFn: ({ signal }) => getStipendSchedules({ signal }),
  });
}

export function useStipendSchedules() {
  return useQuery(stipendSchedulesQueryOptions());
}
