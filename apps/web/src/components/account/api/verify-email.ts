import { type VerifyEmailBody, verifyEmailEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Login/VerifyEmail, the bearer token sent when signed in (it ties a code to the
 * caller's pending change). Code and token travel in the body: `pOTP` the 6-digit code (or a link
 * token), `pParameters` a link's token, `pEmail` the address the code was sent to.
 */
export function verifyEmail(body: VerifyEmailBody) {
  return callApi(verifyEmailEndpoint, { body });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
