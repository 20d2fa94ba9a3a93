import type { ActionAnswer, WithdrawRequest } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/Signup/WithdrawRequest: mails a 6-digit code when a learner registration uses the
 * address; the same answer for any address. 400 VALIDATION or 429 RATE_LIMITED throw an ApiError.
 */
export function requestWithdrawal(input: WithdrawRequest): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Signup/WithdrawRequest', { body: input, auth: false });
}

export function useRequestWithdrawal() {
  return useMutation({ mutationFn: requestWithdrawal });
}
