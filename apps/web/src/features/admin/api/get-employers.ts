import { employersEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import type { ListParams } from './types';

/** GET /api/Admin/Employers: one page; search matches name, company and email (server-side). */
export function getEmployers(params: ListParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(employersEndpoint, {
    query: { ...params, search: params.search || undefined },
    signal,
  });
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
