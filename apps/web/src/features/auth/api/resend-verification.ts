import type { ActionAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResendVerificationInput {
  /** The token of the link that expired or was replaced. */
  pParameters?: string;
  /** The address the code was sent to. */
  pEmail?: string;
}

/**
 * POST /api/Login/ResendVerification: always 200 when well-formed, never revealing whether a code
 * was sent; a new one replaces the old link and code.
 */
export function resendVerification(input: ResendVerificationInput): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Login/ResendVerification', { body: input, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
