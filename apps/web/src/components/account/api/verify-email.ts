import type { ActionAnswer } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VerifyEmailInput {
  /** The 6-digit code, or (longer than 10 characters) a link token. */
  pOTP?: string;
  /** The link token of a verification link. */
  pParameters?: string;
  /** The address the code was sent to: ties a code to its account without link token or session. */
  pEmail?: string;
}

/**
 * POST /api/Login/VerifyEmail, the bearer token sent when signed in (it ties a code to the
 * caller's pending change). Code and token travel in the body.
 */
export function verifyEmail(input: VerifyEmailInput): Promise<ActionAnswer> {
  return apiRequest<ActionAnswer>('POST', '/Login/VerifyEmail', { body: input });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
