import { type OpenJobsSort, openJobsPageEndpoint } from '@ojt/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

/** Openings per page: a screenful of cards on a laptop, a few scrolls on a phone. */
export const OPEN_JOBS_PAGE_SIZE = 12;

/** What narrows and orders Browse: the sector (0: all), words, the employer's town (0: all), the order. */
export interface OpenJobsFilters {
  sector: number;
  keyword: string;
  cityId: number;
  /** A region or corporation ('' for any): its towns and the employers who wrote it. */
  state: string;
  /** '': the ranking (matches first). */
  sort: OpenJobsSort | '';
}

/** No filter: every sector and town, ranked. */
export const NO_OPEN_JOBS_FILTERS: OpenJobsFilters = {
  sector: 0,
  keyword: '',
  cityId: 0,
  state: '',
  sort: '',
};

export interface OpenJobsParams extends OpenJobsFilters {
  page: number;
  pageSize?: number;
}

/** GET /api/Learner/OpenJobs ?Sectors&Keyword&CityId&State&Sort&page&pageSize: one page, ranked or sorted. */
export function getOpenJobs(params: OpenJobsParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(openJobsPageEndpoint, {
    query: {
      Sectors: params.sector > 0 ? params.sector : undefined,
      Keyword: params.keyword.trim() || undefined,
      CityId: params.cityId > 0 ? params.cityId : undefined,
      State: params.state || undefined,
      Sort: params.sort || undefined,
      page: params.page,
      pageSize: params.pageSize ?? OPEN_JOBS_PAGE_SIZE,
    },
    signal,
  });
}

export function openJobsQueryOptions(filters: OpenJobsFilters) {
  return infiniteQueryOptions({
    queryKey: learnerKeys.openJobs(filters, OPEN_JOBS_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) => getOpenJobs({ ...filters, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** The open jobs as `filters` narrow and order them, a page at a time ("Show more"). */
export function useOpenJobs(filters: OpenJobsFilters) {
  return useInfiniteQuery(openJobsQueryOptions(filters));
}
