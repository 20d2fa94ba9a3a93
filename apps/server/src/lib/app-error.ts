import type { ErrorCode } from '@ojt/domain';

/** The one error type of the server: a stable code, an HTTP status and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION', message, fields);
export const unauthorized = (message = 'Authentication required. Please log in again.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const rateLimited = (message = 'Too many attempts. Please wait a few minutes and try again.') =>
  new AppError(429, 'RATE_LIMITED', message);
