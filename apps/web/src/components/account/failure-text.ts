import { ERROR_CODES } from '@ojt/domain';
import { isApiError } from '../../lib/api-client';

// The API client's own text when the server's answer carried none.
const NO_TEXT = /^(Request failed \(\d+\))?$/;

export interface FailureTexts {
  /** Shown when the server gave no usable text (or failed with a 5xx). */
  fallback: string;
  /** Shown when nothing answered. */
  network: string;
  /** Shown for a 401 that did not end the session (e.g. no token was sent). */
  unauthorized?: string;
}

/**
 * The text to show for a failed account call, or `null` for SESSION_EXPIRED: the API client has
 * already ended the session and the shell's handler alerts and logs out, so the dialog says nothing.
 */
export function failureText(error: unknown, texts: FailureTexts): string | null {
  if (!isApiError(error)) return texts.fallback;
  if (error.code === ERROR_CODES.SESSION_EXPIRED) return null;
  if (error.code === ERROR_CODES.NETWORK) return texts.network;
  if (error.status === 401 && texts.unauthorized) return texts.unauthorized;
  if (error.status >= 400 && error.status < 500 && !NO_TEXT.test(error.message)) return error.message;
  return texts.fallback;
}
