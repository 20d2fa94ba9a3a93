import { openJobsPageEndpoint } from '@ojt/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** Openings per page: a screenful of cards on a laptop, a few scrolls on a phone. */
export const OPEN_JOBS_PAGE_SIZE = 12;

export interface OpenJobsParams {
  /** 0: every sector. */
  sector: number;
  page: number;
  pageSize?: number;
}

/** GET /api/Learner/OpenJobs ?Sectors&page&pageSize: one page, matches first, then newest. */
export function getOpenJobs(params: OpenJobsParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(openJobsPageEndpoint, {
    query: {
      Sectors: params.sector > 0 ? params.sector : undefined,
      page: params.page,
      pageSize: params.pageSize ?? OPEN_JOBS_PAGE_SIZE,
    },
    signal,
  });
}

export function openJobsQueryOptions(sector: number) {
  return infiniteQueryOptions({
    queryKey: learnerKeys.openJobs(sector, OPEN_JOBS_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getOpenJobs({ sector, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The open jobs of a sector (0: all), a page at a time ("Show more"). */
export function useOpenJobs(sector: number) {
  return useInfiniteQuery(openJobsQueryOptions(sector));
}
