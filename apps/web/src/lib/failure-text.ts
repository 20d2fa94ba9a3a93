import type { ErrorCode } from '@ojt/domain';
import { isApiError } from './api-client';

/** What a table entry sees of a failed call. */
export interface Failure {
  /** The HTTP status; 0 when nothing answered, or the failure was not an API call's. */
  status: number;
  /** The answer's own text; '' when it carried none. */
  text: string;
}

/** The text to show, `null` to show nothing, or a function of the failure that gives either. */
export type FailureEntry = string | null | ((failure: Failure) => string | null);

/**
 * One call's texts: the spec's text for each error code it names (`MESSAGES`), and `otherwise`
 * for any other failure, including one that is not an API call's at all.
 */
export type FailureTable = { readonly [C in ErrorCode]?: FailureEntry } & {
  readonly otherwise: FailureEntry;
};

/**
 * The text a 4xx answer carried, else `fallback`. The server answers with the spec's text (a 409
 * 'already registered', a 400 naming the field); a 5xx text is never shown.
 */
export function serverTextOr(fallback: string): (failure: Failure) => string {
  return ({ status, text }) => (status >= 400 && status < 500 && text ? text : fallback);
}

/**
 * The text to show for a failed call, switching on its error code (`ApiError.code`) through the
 * call's table; `null` when the table says to show nothing (e.g. SESSION_EXPIRED, which the app
 * shell already reports).
 */
export function failureText(error: unknown, table: FailureTable): string | null {
  if (!isApiError(error)) return entryText(table.otherwise, { status: 0, text: '' });
  const named = Object.hasOwn(table, error.code) ? table[error.code as ErrorCode] : undefined;
  return entryText(named === undefined ? table.otherwise : named, { status: error.status, text: error.text });
}

function entryText(entry: FailureEntry, failure: Failure): string | null {
  return typeof entry === 'function' ? entry(failure) : entry;
}
