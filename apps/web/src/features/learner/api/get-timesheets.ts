import { learnerTimesheetsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** GET /api/Learner/Timesheets: the caller's attendance months that exist, newest first. */
export function getTimesheets({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(learnerTimesheetsEndpoint, { signal });
}

export function timesheetsQueryOptions() {
  return queryOptions({
    queryKey: learnerKeys.timesheets(),
    queryFn: ({ signal }) => getTimesheets({ signal }),
  });
}

export function useTimesheets(enabled: boolean) {
  return useQuery({ ...timesheetsQueryOptions(), enabled });
}
