import { employerReimbursementClaimsEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

/** GET /api/Employer/ReimbursementClaims: the caller's claims, newest first, with their lines. */
export function getReimbursementClaims({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(employerReimbursementClaimsEndpoint, { signal });
}

export function reimbursementClaimsQueryOptions() {
  return queryOptions({
    queryKey: employerKeys.claims(),
    queryFn: ({ signal }) => getReimbursementClaims({ signal }),
  });
}

export function useReimbursementClaims() {
  return useQuery(reimbursementClaimsQueryOptions());
}
