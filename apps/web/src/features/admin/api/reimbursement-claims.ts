import { ENDPOINTS } from '@ojt/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/Admin/ReimbursementClaims ?Status=Pending: the claims waiting for the office, newest first. */
export function getPendingClaims({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.AdminReimbursementClaims, { query: { Status: 'Pending' }, signal });
}

export function pendingClaimsQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.claims(),
    queryFn: ({ signal }) => getPendingClaims({ signal }),
  });
}

export function usePendingClaims() {
  return useQuery(pendingClaimsQueryOptions());
}

/** POST /api/Admin/ApproveReimbursementClaim ?ClaimId; 409 unless pending. */
export function approveClaim(claimId: number) {
  return callApi(ENDPOINTS.ApproveReimbursementClaim, { body: { ClaimId: claimId } });
}

export function useApproveClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.claims() }),
  });
}
