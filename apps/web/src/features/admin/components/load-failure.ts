import { failureText, serverTextOr } from '../../../lib/failure-text';

/**
 * The text of a details dialog's failed load: a 404 names what is missing ('Employer details not
 * found.'); anything else gets the spec's `text`. `null` while nothing failed.
 */
export function loadFailure(error: unknown, text: string): string | null {
  return error ? failureText(error, { NOT_FOUND: serverTextOr(text), otherwise: text }) : null;
}
