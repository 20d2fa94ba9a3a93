import { normalizeEmail, withdrawRequestEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Signup/WithdrawRequest with the address as typed (sent as the portal stores it: trimmed,
 * lower-cased): mails a 6-digit code when a learner registration uses it; the same answer for any
 * address. 400 VALIDATION or 429 RATE_LIMITED throw an ApiError.
 */
export function requestWithdrawal(email: string) {
  return callApi(withdrawRequestEndpoint, { body: { email: normalizeEmail(email) }, auth: false });
}

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal });
}
