import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  isCommonPassword,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from './password-rules.ts';

describe('password rules', () => {
  it('follows PRODUCT.md: 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('holds a few hundred common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(300);
    for (const password of COMMON_PASSWORDS) expect(password).toBe(password.toLowerCase());
  });

  it('recognises common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('12345678')).toBe(true);
    expect(isCommonPassword('trinidad1')).toBe(true);
    expect(isCommonPassword('blue-mango-42')).toBe(false);
  });

  it('counts characters, not code units', () => {
    expect(passwordLength('🔒🔒🔒🔒🔒🔒🔒🔒')).toBe(8);
    expect(newPasswordProblem('🔒🔒🔒🔒🔒🔒🔒')).toBe('New password must be at least 8 characters long.');
  });

  it('answers the first problem of a new password', () => {
    expect(newPasswordProblem('short')).toBe('New password must be at least 8 characters long.');
    expect(newPasswordProblem('x'.repeat(129))).toBe('New password must be at most 128 characters long.');
    expect(newPasswordProblem('iloveyou1')).toBe(
      'This password is too common. Please choose a less common password.',
    );
    expect(newPasswordProblem('correct horse battery')).toBeUndefined();
  });
});
