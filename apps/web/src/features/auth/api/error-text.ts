import { ERROR_CODES } from '@ojt/domain';
import { type ApiError, isApiError } from '../../../lib/api-client';

// The API client's own text when the server's answer carried none.
const NO_TEXT = /^(Request failed \(\d+\))?$/;

/** The server's own text of a 4xx answer, or '' (a 5xx text or the client's placeholder is never shown). */
export function serverText(error: ApiError): string {
  if (error.status < 400 || error.status >= 500 || NO_TEXT.test(error.message)) return '';
  return error.message;
}

/** True when nothing answered (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.NETWORK;
}
