import { learnersEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import type { ListParams } from './types';

/**
 * GET /api/Admin/Learners: one page; search matches name and email (server-side). The spec leaves
 * this list unpaged; with 100,000 learners it is paged like the employers (PRODUCT.md wins on scale).
 */
export function getLearners(params: ListParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(learnersEndpoint, {
    query: { ...params, search: params.search || undefined },
    signal,
  });
}

export function learnersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: adminKeys.learners(params),
    queryFn: ({ signal }) => getLearners(params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLearners(params: ListParams) {
  return useQuery(learnersQueryOptions(params));
}
