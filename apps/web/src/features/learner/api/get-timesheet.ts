import { learnerTimesheetEndpoint } from '@ojt/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** GET /api/Learner/Timesheet ?PlacementId&Month: one month, created as a Draft on first read. */
export function getTimesheet(placementId: number, month: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(learnerTimesheetEndpoint, { query: { PlacementId: placementId, Month: month }, signal });
}

export function timesheetQueryOptions(placementId: number, month: string) {
  return queryOptions({
    queryKey: learnerKeys.timesheet(placementId, month),
    queryFn: ({ signal }) => getTimesheet(placementId, month, { signal }),
  });
}

/**
 * One month. Its first read makes the Draft, so the list of months (which showed it Not started)
 * reloads once the month has come.
 */
export function useTimesheet(placementId: number, month: string) {
  const queryClient = useQueryClient();
  const query = useQuery(timesheetQueryOptions(placementId, month));
  const created = query.isSuccess;
  useEffect(() => {
    if (created) void queryClient.invalidateQueries({ queryKey: learnerKeys.timesheets(), exact: true });
  }, [created, queryClient]);
  return query;
}
