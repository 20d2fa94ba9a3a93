import { ENDPOINTS } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/Admin/Holidays ?Year: the year's public holidays by date. */
export function getHolidays(year: number, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.Holidays, { query: { Year: year }, signal });
}

export function holidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: timesheetKeys.holidays(year),
    queryFn: ({ signal }) => getHolidays(year, { signal }),
  });
}

/** A year's holidays; `enabled: false` asks nothing (a correction waits for its month). */
export function useHolidays(year: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...holidaysQueryOptions(year), enabled });
}
