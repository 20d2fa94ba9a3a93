import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, isErrorCode } from './errors.ts';

describe('error codes', () => {
  it('holds the codes of the contract, each its own name', () => {
    for (const code of [
      'VALIDATION',
      'UNAUTHORIZED',
      'SESSION_EXPIRED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'ALREADY_OPEN',
      'RATE_LIMITED',
      'INVALID_CREDENTIALS',
      'ACCOUNT_PENDING',
      'ACCOUNT_REJECTED',
      'INTERNAL',
    ]) {
      expect(ERROR_CODES).toHaveProperty(code, code);
    }
  });

  it('pairs each code with an honest HTTP status', () => {
    expect(ERROR_HTTP_STATUS.VALIDATION).toBe(400);
    expect(ERROR_HTTP_STATUS.SESSION_EXPIRED).toBe(401);
    expect(ERROR_HTTP_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_HTTP_STATUS.CONFLICT).toBe(409);
    expect(ERROR_HTTP_STATUS.ALREADY_OPEN).toBe(409);
    expect(ERROR_HTTP_STATUS.RATE_LIMITED).toBe(429);
    expect(ERROR_HTTP_STATUS.INTERNAL).toBe(500);
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('recognises codes', () => {
    expect(isErrorCode('CONFLICT')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
