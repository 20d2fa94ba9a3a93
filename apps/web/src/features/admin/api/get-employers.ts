import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toPage } from './normalize';
import { adminKeys } from './query-keys';
import type { EmployerRecord, ListParams } from './types';

/** GET /api/Admin/Employers: one page; search matches name, company and email (server-side). */
export async function getEmployers(params: ListParams, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<unknown>('GET', '/Admin/Employers', {
    query: { ...params, search: params.search || undefined },
    signal,
  });
  return toPage<EmployerRecord>(answer, params);
}

export function employersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKeys.employers(params),
    queryFn: ({ signal }) => getEmployers(params, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEmployers(params: ListParams) {
  return useQuery(employersQueryOptions(params));
}
