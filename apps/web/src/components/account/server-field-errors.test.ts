import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { serverFieldErrors } from './server-field-errors';

const NAMES = { pPassword: 'currentPassword', poldEmail: 'currentEmail' } as const;

describe('serverFieldErrors', () => {
  it("renames the answer's fields to the form's and leaves out the ones it does not show", () => {
    const error = Object.assign(new ApiError(400, 'VALIDATION', MESSAGES.currentPasswordIncorrect), {
      fields: { pPassword: MESSAGES.currentPasswordIncorrect, pUserName: 'x' },
    });
    expect(serverFieldErrors(error, NAMES)).toEqual({ currentPassword: MESSAGES.currentPasswordIncorrect });
  });

  it('gives nothing for a failure without fields, or with fields that are not texts', () => {
    expect(serverFieldErrors(new ApiError(0, 'NETWORK', 'offline'), NAMES)).toEqual({});
    expect(serverFieldErrors(null, NAMES)).toEqual({});
    expect(serverFieldErrors({ fields: 'pPassword' }, NAMES)).toEqual({});
    expect(serverFieldErrors({ fields: { pPassword: 42, toString: 'x' } }, NAMES)).toEqual({});
  });
});
