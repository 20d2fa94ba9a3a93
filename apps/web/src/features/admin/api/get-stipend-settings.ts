import { ENDPOINTS } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** GET /api/Admin/StipendSettings: `{ reduceForAbsences }`. */
export function getStipendSettings({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.StipendSettings, { signal });
}

export function stipendSettingsQueryOptions() {
  return queryOptions({
    queryKey: timesheetKeys.settings(),
    queryFn: ({ signal }) => getStipendSettings({ signal }),
  });
}

export function useStipendSettings() {
  return useQuery(stipendSettingsQueryOptions());
}
