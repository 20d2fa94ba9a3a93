import { withdrawConfirmEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Signup/WithdrawConfirm with the address and the mailed code (trimmed): deletes a pending
 * or rejected learner registration. 400 VALIDATION (wrong or expired code), 409 CONFLICT (approved:
 * it stays) and 429 RATE_LIMITED throw an ApiError.
 */
export function confirmWithdrawal({ email, code }: { email: string; code: string }) {
  return callApi(withdrawConfirmEndpoint, { body: { email, code: code.trim() }, auth: false });
}

export function useConfirmWithdrawal() {
  return useMutation({ mutationFn: confirmWithdrawal });
}
