import { employerTimesheetsEndpoint, type TimesheetStatus } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** The list's filters: a month `YYYY-MM` and a state; '' for all. */
export interface TimesheetFilters {
  month: string;
  status: TimesheetStatus | '';
}

/** GET /api/Employer/Timesheets ?Month&Status: the months of the caller's learners (no Drafts). */
export function getTimesheets(
  { month, status }: TimesheetFilters,
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi(employerTimesheetsEndpoint, {
    query: { Month: month || undefined, Status: status || undefined },
    signal,
  });
}

export function timesheetsQueryOptions(filters: TimesheetFilters) {
  return queryOptions({
    queryKey: employerKeys.timesheets(filters.month, filters.status),
    queryFn: ({ signal }) => getTimesheets(filters, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTimesheets(filters: TimesheetFilters) {
  return useQuery(timesheetsQueryOptions(filters));
}
