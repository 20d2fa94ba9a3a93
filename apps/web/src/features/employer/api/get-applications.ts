import { applicationsEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** Applications shown per page: enough to scan, few enough to draw fast on a phone. */
export const APPLICATIONS_PAGE_SIZE = 10;

export interface ApplicationsParams {
  /** 0: every opening. */
  openingId: number;
  page: number;
  pageSize?: number;
}

/** GET /api/Employer/Applications ?JobOpeningId&page&pageSize: one page, newest first. */
export function getApplications(params: ApplicationsParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(applicationsEndpoint, {
    query: {
      JobOpeningId: params.openingId > 0 ? params.openingId : undefined,
      page: params.page,
      pageSize: params.pageSize ?? APPLICATIONS_PAGE_SIZE,
    },
    signal,
  });
}

export function applicationsQueryOptions(params: ApplicationsParams) {
  const pageSize = params.pageSize ?? APPLICATIONS_PAGE_SIZE;
  return queryOptions({
    queryKey: employerKeys.applications(params.openingId, params.page, pageSize),
    queryFn: ({ signal }) => getApplications({ ...params, pageSize }, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(params: ApplicationsParams) {
  return useQuery(applicationsQueryOptions(params));
}
