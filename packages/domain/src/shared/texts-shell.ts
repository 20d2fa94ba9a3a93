/**
 * The texts of spec document 1 that the web client's entry script shows (loading, an expired
 * session, a sign-in without a token, a crashed route): a set of their own, so that the entry, which
 * the landing page downloads, carries these four and not every text of the document.
 */
export const SHELL_MESSAGES = {
  loading: 'Loading...',
  sessionExpired: 'Your session has expired. Please log in again.',
  noJwtFromLogin: 'No JWT token received from login API',
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;
