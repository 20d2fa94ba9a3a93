import { MESSAGES } from '@ojt/domain';
import { actionFailureText } from '../../../../components/action-failure-text';
import { isApiError } from '../../../../lib/api-client';

/** What a review dialog shows for a refused call: field messages under its fields, or one line. */
export type ReviewRefusal = { fields: Record<string, string> } | { failure: string | null };

/**
 * Reads a refusal: a 400's field messages under the dialog's fields (`fieldOf` renames the API's
 * names), else the line to show — the server's own text for a 4xx (the 409 "parts are in" rule), the
 * house's for anything else, nothing for an expired session.
 */
export function reviewRefusal(error: unknown, fieldOf: Record<string, string>): ReviewRefusal {
  if (isApiError(error) && error.fields) {
    const fields: Record<string, string> = {};
    for (const [name, message] of Object.entries(error.fields))
      if (fieldOf[name]) fields[fieldOf[name]] = message;
    if (Object.keys(fields).length > 0) return { fields };
  }
  return {
    failure: actionFailureText(error, {
      fallback: MESSAGES.reviewActionFailed,
      network: MESSAGES.networkErrorTryAgain,
    }),
  };
}
