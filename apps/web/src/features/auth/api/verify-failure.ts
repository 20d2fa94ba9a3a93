import { MESSAGES } from '@ojt/domain';
import { isApiError } from '../../../lib/api-client';
import { type FailureTable, failureText, serverTextOr } from '../../../lib/failure-text';

// A 401 here is a verification link opened in a session that has ended.
const FAILURES: FailureTable = {
  NETWORK: MESSAGES.networkErrorTryAgain,
  SESSION_EXPIRED: MESSAGES.linkSessionExpired,
  UNAUTHORIZED: MESSAGES.linkSessionExpired,
  INVALID_CREDENTIALS: MESSAGES.linkSessionExpired,
  CODE_EXPIRED: MESSAGES.verificationExpired,
  otherwise: serverTextOr(MESSAGES.invalidVerificationCode),
};

// A typed code refused without a text means the server missed the OTP.
const MANUAL_FAILURES: FailureTable = { ...FAILURES, VALIDATION: serverTextOr(MESSAGES.otpRequired) };

/**
 * The verify-email page's text for a failed verification (spec 1 §8 "Verification"), or `null` when
 * the failure was not an answer of the API at all (the page's "unexpected exception").
 * `manual`: the code was typed rather than taken from the link.
 */
export function verifyFailureText(error: unknown, { manual }: { manual: boolean }): string | null {
  if (!isApiError(error)) return null;
  return failureText(error, manual ? MANUAL_FAILURES : FAILURES);
}

/** True when the link or code expired or was replaced: the page offers 'Email me a new code'. */
export function isExpiredVerification(error: unknown): boolean {
  return isApiError(error) && error.code === 'CODE_EXPIRED';
}

/** The resend call's text for a failure (429 and network have their own; the rest the server's). */
export function resendFailureText(error: unknown): string {
  return (
    failureText(error, {
      NETWORK: MESSAGES.networkErrorTryAgain,
      RATE_LIMITED: MESSAGES.tooManyAttempts,
      otherwise: serverTextOr(MESSAGES.internalError),
    }) ?? MESSAGES.internalError
  );
}
