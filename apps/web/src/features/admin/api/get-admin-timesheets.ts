import { ENDPOINTS, TIMESHEET_STATUS, type TimesheetStatus } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type TimesheetListParams, timesheetKeys } from './timesheet-keys';

const isStatus = (value: string): value is TimesheetStatus =>
  (TIMESHEET_STATUS as readonly string[]).includes(value);

/**
 * GET /api/Admin/Timesheets ?Month&Status&EmpId&SectorId&OfficerId&Late&Page&PageSize: one page of
 * months across employers (newest month first). Filters not set are left out of the query string.
 */
export function getAdminTimesheets(params: TimesheetListParams, { signal }: { signal?: AbortSignal } = {}) {
  const { month, status, employer, sector, officer, late, page, pageSize } = params;
  return callApi(ENDPOINTS.AdminTimesheets, {
    query: {
      Month: month || undefined,
      Status: isStatus(status) ? status : undefined,
      EmpId: employer || undefined,
      SectorId: sector ? Number(sector) : undefined,
      OfficerId: officer ? Number(officer) : undefined,
      Late: late === 'true' ? 'true' : undefined,
      Page: page,
      PageSize: pageSize,
    },
    signal,
  });
}

export function adminTimesheetsQueryOptions(params: TimesheetListParams) {
  return queryOptions({
    queryKey: timesheetKeys.list(params),
    queryFn: ({ signal }) => getAdminTimesheets(params, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminTimesheets(params: TimesheetListParams) {
  return useQuery(adminTimesheetsQueryOptions(params));
}
