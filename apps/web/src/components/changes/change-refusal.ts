import { MESSAGES } from '@ojt/domain';
import { isApiError } from '../../lib/api-client';
import { failureText, serverTextOr } from '../../lib/failure-text';

/**
 * A change-of-circumstance form's reading of a refused call (issue 29): the server's 400 messages
 * under the form's own fields (renamed to their labels), or else the server's 409/400 text in words
 * as one line (none for an expired session, which signs the user out).
 */
export function changeRefusal(
  error: unknown,
  labels: Readonly<Record<string, string>>,
): { fields: Record<string, string> } | { failure: string | null } {
  const fields: Record<string, string> = {};
  if (isApiError(error) && error.fields) {
    for (const [name, message] of Object.entries(error.fields))
      if (name in labels) fields[name] = relabelMessage(message, labels);
  }
  if (Object.keys(fields).length > 0) return { fields };
  return {
    failure: failureText(error, {
      SESSION_EXPIRED: null,
      NETWORK: MESSAGES.networkErrorTryAgain,
      otherwise: serverTextOr(MESSAGES.internalError),
    }),
  };
}

/** The domain's field errors with each field's API name ('from is required') read as its label ('From is required'). */
export function relabelErrors(
  errors: Record<string, string>,
  labels: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, relabelMessage(message, labels)]),
  );
}

function relabelMessage(message: string, labels: Readonly<Record<string, string>>): string {
  for (const [name, label] of Object.entries(labels))
    if (message.startsWith(`${name} `)) return `${label}${message.slice(name.length)}`;
  return message;
}
