import { officersEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { placementKeys } from './placement-keys';

/** GET /api/Admin/Officers: the active officers, by role then name. */
export function getOfficers({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(officersEndpoint, { signal });
}

export function officersQueryOptions() {
  return queryOptions({
    queryKey: placementKeys.officers(),
    queryFn: ({ signal }) => getOfficers({ signal }),
  });
}

export function useOfficers() {
  return useQuery(officersQueryOptions());
}
