import { statsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/Admin/Stats: counts by status and the approval rate (whole percent). */
export function getAdminStats({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(statsEndpoint, { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: ({ signal }) => getAdminStats({ signal }),
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
