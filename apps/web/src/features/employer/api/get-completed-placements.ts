import { applicationsEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** Completed placements shown per page on the Experience Letters tab. */
export const COMPLETED_PAGE_SIZE = 10;

/**
 * GET /api/Employer/Applications ?ForLetters=true&page&pageSize: the employer's placements that may
 * be given a letter, Completed and Exited early (for the time served, issue 29), newest first, each
 * with its evaluation (none after an early exit) and the letters already issued.
 */
export function getCompletedPlacements(
  params: { page: number; pageSize?: number },
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi(applicationsEndpoint, {
    query: {
      ForLetters: 'true',
      page: params.page,
      pageSize: params.pageSize ?? COMPLETED_PAGE_SIZE,
    },
    signal,
  });
}

export function completedPlacementsQueryOptions(page: number, pageSize = COMPLETED_PAGE_SIZE) {
  return queryOptions({
    // Under `['employer']`, so completing a placement or issuing a letter reloads it.
    queryKey: [...employerKeys.all, 'completed-placements', page, pageSize] as const,
    queryFn: ({ signal }) => getCompletedPlacements({ page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompletedPlacements(page: number) {
  return useQuery(completedPlacementsQueryOptions(page));
}
