import { ERROR_CODES, MESSAGES, serverErrorMessage } from '@ojt/domain';
import { isApiError } from '../../../lib/api-client';

/** Why a sign-up was refused, as the banner shows it. */
export interface SignupFailure {
  message: string;
  /** 'invalid': the server refused a field (400); 'conflict': already registered (409). */
  kind: 'invalid' | 'conflict' | 'other';
}

/**
 * Spec 1 §8: a refused payload (400) or a duplicate (409) shows the server's own text; any other
 * failure status 'Server Error ({status}): {text}'; no answer at all the spec's connection message.
 */
export function signupFailure(error: unknown): SignupFailure {
  if (!isApiError(error)) return { message: MESSAGES.signupFailed, kind: 'other' };
  if (error.code === ERROR_CODES.NETWORK) return { message: MESSAGES.signupNetworkError, kind: 'other' };
  if (error.status === 400) return { message: error.message, kind: 'invalid' };
  if (error.status === 409) return { message: error.message, kind: 'conflict' };
  return { message: serverErrorMessage(error.status, error.message), kind: 'other' };
}
