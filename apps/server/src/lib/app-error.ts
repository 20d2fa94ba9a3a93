import { ERROR_HTTP_STATUS, type ErrorCode, MESSAGES } from '@ojt/domain';

/** The one error type of the server: a stable code, its HTTP status (from the domain) and a message safe to show. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_HTTP_STATUS[code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);
export const unauthorized = (message: string = MESSAGES.authenticationRequired) =>
  new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.apiNotFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (message: string = MESSAGES.tooManyAttempts) =>
  new AppError('RATE_LIMITED', message);
