import { type ResendVerificationBody, resendVerificationEndpoint } from '@ojt/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Login/ResendVerification with the token of the link that expired or was replaced
 * (`pParameters`) or the address the code was sent to (`pEmail`): always 200 when well-formed, never
 * revealing whether a code was sent; a new one replaces the old link and code.
 */
export function resendVerification(body: ResendVerificationBody) {
  return callApi(resendVerificationEndpoint, { body, auth: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
