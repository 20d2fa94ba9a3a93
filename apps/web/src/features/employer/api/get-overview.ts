import { overviewEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/Overview: the four counters and the 5 newest applications. */
export function getOverview({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(overviewEndpoint, { signal });
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: employerKeys.overview(),
    queryFn: ({ signal }) => getOverview({ signal }),
  });
}

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
