import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toPage } from './normalize';
import { adminKeys } from './query-keys';
import type { LearnerRecord, ListParams } from './types';

/**
 * GET /api/Admin/Learners: one page; search matches name and email (server-side). The spec leaves
 * this list unpaged; with 100,000 learners it is paged like the employers (PRODUCT.md wins on scale).
 */
export async function getLearners(params: ListParams, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<unknown>('GET', '/Admin/Learners', {
    query: { ...params, search: params.search || undefined },
    signal,
  });
  return toPage<LearnerRecord>(answer, params);
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
