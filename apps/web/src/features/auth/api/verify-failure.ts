import { ERROR_CODES, MESSAGES } from '@ojt/domain';
import { isApiError } from '../../../lib/api-client';
import { isNetworkError, serverText } from './error-text';

/**
 * The verify-email page's text for a failed verification (spec 1 §8 "Verification"), or `null` when
 * the failure was not an answer of the API at all (the page's "unexpected exception").
 * `manual`: the code was typed, so a 400 VALIDATION without text means the server missed the OTP.
 */
export function verifyFailureText(error: unknown, { manual }: { manual: boolean }): string | null {
  if (!isApiError(error)) return null;
  if (isNetworkError(error)) return MESSAGES.networkErrorTryAgain;
  if (error.code === ERROR_CODES.SESSION_EXPIRED || error.status === 401) return MESSAGES.linkSessionExpired;
  const text = serverText(error);
  if (manual && error.code === ERROR_CODES.VALIDATION) return text || MESSAGES.otpRequired;
  return text || MESSAGES.invalidVerificationCode;
}
