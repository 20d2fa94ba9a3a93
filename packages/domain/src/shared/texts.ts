/**
 * Texts every area shares: the server's answers to malformed or refused requests, the field format
 * messages, the client's loading and network texts, and the templates of the field messages
 * ('{label} is required'). Each area's own texts are in its `texts.ts`; `MESSAGES` gathers them all.
 */
export const COMMON_MESSAGES = {
  // Screens (spec 1 §2, spec 2 §2)
  sending: 'Sending...',
  selectSectorPlaceholder: 'Select a sector',
  allSectors: 'All Sectors',
  tryAgain: 'Try again',
  refreshNow: 'Refresh Now',

  // Field formats (spec 1 §5)
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidWebsite: 'Please enter a valid website URL (e.g., https://www.example.com)',
  invalidFax: 'Please enter a valid fax number',
  fixBeforeSubmitting: 'Please fix the validation errors before submitting.',
  dateFromAfterTo: 'The "from" date must not be after the "to" date',

  // The client's own failures (spec 1 §8, spec 2 §8)
  networkErrorTryAgain: 'Network error. Please try again.',
  networkErrorOccurred: 'Network error occurred',
  authenticationRequired: 'Authentication required. Please log in again.',
  noAuthToken: 'No authentication token found. Please login again.',
  noJwtToken: 'No JWT token found. Please login again.',

  // A profile saved (employer and learner alike, spec 2 §8)
  failedUpdateProfile: 'Failed to update profile.',
  updateProfileNetworkError: 'Network error while updating profile.',
  profileUpdated: 'Profile updated successfully.',

  // Server answers
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  internalError: 'Something went wrong. Please try again later.',

  // Server answers: conflicts and malformed requests
  recordExists: 'This record already exists.',
  relatedRecordMissing: 'A related record does not exist.',
  invalidJsonBody: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  unsupportedContentType: 'Unsupported content type.',
  requestTooLarge: 'The request is too large.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  apiNotFound: 'Not found.',
  internalServerError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a minute.',
  serverRestarting: 'The server is restarting. Please try again in a moment.',
} as const;

/** '{label} is required' (spec 1 §5), e.g. `requiredMessage('Company Name')` → 'Company Name is required'. */
export function requiredMessage(label: string): string {
  return `${label} is required`;
}

/** '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** 'Please select a valid {label}' for a select value that is not one of its options. */
export function invalidOptionMessage(label: string): string {
  return `Please select a valid ${label.toLowerCase()}`;
}

/** '{label} is not valid' for a value of the wrong kind (an object where text belongs). */
export function invalidValueMessage(label: string): string {
  return `${label} is not valid`;
}

/** '{label} must be a date (YYYY-MM-DD)'. */
export function isoDateMessage(label: string): string {
  return `${label} must be a date (YYYY-MM-DD)`;
}

/** Refusal of keys a strict payload does not know: 'Unknown field: x' / 'Unknown fields: x, y'. */
export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
}
