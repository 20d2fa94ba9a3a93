import { placementsEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type PlacementListParams, placementKeys } from './placement-keys';

/**
 * GET /api/Admin/Placements: one page, newest applications first; `search` matches the learner,
 * the employer and the position (server-side). Empty filters are left out of the query string.
 */
export function getPlacements(params: PlacementListParams, { signal }: { signal?: AbortSignal } = {}) {
  const { search, status, sector, employer, from, to, page, pageSize, cursor, count } = params;
  return callApi(placementsEndpoint, {
    query: {
      search: search || undefined,
      status: status || undefined,
      sector: sector || undefined,
      employer: employer || undefined,
      from: from || undefined,
      to: to || undefined,
      page,
      pageSize,
      cursor,
      count,
    },
    signal,
  });
}

export function placementsQueryOptions(params: PlacementListParams) {
  return queryOptions({
    queryKey: placementKeys.list(params),
    queryFn: ({ signal }) => getPlacements(params, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function usePlacements(params: PlacementListParams) {
  return useQuery(placementsQueryOptions(params));
}
