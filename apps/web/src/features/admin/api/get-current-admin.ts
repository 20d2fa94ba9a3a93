import { meEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/Login/me: the signed-in account as the server knows it now. */
export function getCurrentAdmin({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(meEndpoint, { signal });
}

export function currentAdminQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => getCurrentAdmin({ signal }),
    // Read afresh each time the Profile tab opens: a verified email change shows up there.
    staleTime: 0,
  });
}

export function useCurrentAdmin() {
  return useQuery(currentAdminQueryOptions());
}
