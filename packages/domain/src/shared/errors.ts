/** Stable error codes carried by every failed API answer; clients switch on these, never on text. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Publishing a job position that already has a live opening: the spec's clients treat it as published. */
  ALREADY_OPEN: 'ALREADY_OPEN',
  RATE_LIMITED: 'RATE_LIMITED',
  /** A verification link or code that expired or was replaced by a newer one: a new code can be mailed. */
  CODE_EXPIRED: 'CODE_EXPIRED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_PENDING: 'ACCOUNT_PENDING',
  ACCOUNT_REJECTED: 'ACCOUNT_REJECTED',
  /** Signed in with a mailed password: only choosing a new one (and signing out) is allowed. */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** A mailed password left unused for 7 days: recovery sends a new one. */
  PASSWORD_EXPIRED: 'PASSWORD_EXPIRED',
  INTERNAL: 'INTERNAL',
  /** The database is unreachable for a moment, or the server is restarting: try again shortly. */
  UNAVAILABLE: 'UNAVAILABLE',
  NETWORK: 'NETWORK',
} as const;

/** One error code. */
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The HTTP status that goes with each code. NETWORK is the client's own code for a request that
 * never got an answer (status 0).
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  PASSWORD_EXPIRED: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  ALREADY_OPEN: 409,
  RATE_LIMITED: 429,
  CODE_EXPIRED: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  NETWORK: 0,
} as const satisfies Record<ErrorCode, number>;

/** True when `value` is one of the error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** Every failed API answer: `{ success: false, error, code }`. */
export type ApiFailure = { success: false; error: string; code: ErrorCode };

/** An action's answer: `{ success, message?, error?, data? }` (lists answer plain arrays instead). */
export type ApiActionResult<T = undefined> = {
  success: boolean;
  message?: string;
  error?: string;
  data?: T;
};
