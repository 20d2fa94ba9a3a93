import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toAdminStats } from './normalize';
import { adminKeys } from './query-keys';
import type { AdminStats } from './types';

/** GET /api/Admin/Stats: counts by status and the approval rate (whole percent). */
export async function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return toAdminStats(await apiRequest<unknown>('GET', '/Admin/Stats', { signal }));
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
