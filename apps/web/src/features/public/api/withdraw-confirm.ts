import type { ActionAnswer, WithdrawConfirm } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/Signup/WithdrawConfirm: with the mailed code, deletes a pending or rejected learner
 * registration. 400 VALIDATION (wrong or expired code), 409 CONFLICT (approved: it stays) and
 * 429 RATE_LIMITED throw an ApiError.
 */
export function confirmWithdrawal(input: WithdrawConfirm): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Signup/WithdrawConfirm', { body: input, auth: false });
}

export function useConfirmWithdrawal() {
  return useMutation({ mutationFn: confirmWithdrawal });
}
