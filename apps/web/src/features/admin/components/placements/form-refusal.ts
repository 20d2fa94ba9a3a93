import { MESSAGES } from '@ojt/domain';
import { isApiError } from '../../../../lib/api-client';
import { failureText, serverTextOr } from '../../../../lib/failure-text';

/** What a placement form shows for a refused call: field messages under their fields, or one line. */
export type Refusal = { fields: Record<string, string> } | { failure: string | null };

/**
 * Reads a refusal: the server's field messages, renamed to the form's fields by `labelled`, when it
 * names any; else the line to show (none for an expired session, which signs the user out).
 */
export function refusalOf(error: unknown, labelled: (found: Record<string, string>) => object): Refusal {
  const fields = (isApiError(error) && error.fields ? labelled(error.fields) : {}) as Record<string, string>;
  if (Object.keys(fields).length > 0) return { fields };
  return {
    failure: failureText(error, {
      SESSION_EXPIRED: null,
      NETWORK: MESSAGES.networkErrorTryAgain,
      otherwise: serverTextOr(MESSAGES.internalError),
    }),
  };
}
