import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  containsPersonalDetails,
  isCommonPassword,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  personalDetails,
  personalParts,
  sameUsername,
} from './rules.ts';
import { changePasswordSchemaFor } from './schemas.ts';

const PERSONAL = 'New password must not contain your username, name or email address.';
const COMMON = 'This password is too common. Please choose a less common password.';

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

describe('password rules: a bigger common list', () => {
  it('refuses what the injected predicate calls common, asking it with the trimmed lower-cased password', () => {
    const asked: string[] = [];
    const isCommon = (lowercased: string) => {
      asked.push(lowercased);
      return lowercased === 'mercedes-benz';
    };
    expect(newPasswordProblem('  Mercedes-BENZ ', { isCommon })).toBe(COMMON);
    expect(asked).toEqual(['mercedes-benz']);
    expect(newPasswordProblem('Mercedes-BENZ')).toBeUndefined();
  });

  it('keeps the built-in list and the length rule when a predicate is given', () => {
    const never = () => false;
    expect(newPasswordProblem('iloveyou1', { isCommon: never })).toBe(COMMON);
    expect(newPasswordProblem('short', { isCommon: () => true })).toBe(
      'New password must be at least 8 characters long.',
    );
  });
});

describe('password rules: personal details', () => {
  const kavita = personalDetails({
    username: 'kpersad',
    firstName: 'Kavita',
    lastName: 'Persad',
    email: 'kavita.p2001@example.com',
  });

  it('takes the username, the names and the name part of the email address', () => {
    expect(kavita).toEqual(['kpersad', 'Kavita', 'Persad', 'kavita.p2001']);
    expect(personalDetails({ username: 'EMP-12', firstName: '', lastName: null })).toEqual(['EMP-12']);
  });

  it('refuses a password containing the username, whatever its case', () => {
    expect(newPasswordProblem('KPersad-rocks', { personal: kavita })).toBe(PERSONAL);
    expect(newPasswordProblem('my emp-12 login', { personal: ['EMP-12'] })).toBe(PERSONAL);
    expect(newPasswordProblem('my emp12 login', { personal: ['EMP-12'] })).toBe(PERSONAL);
  });

  it('refuses a password containing the first or last name or the email name, whatever its case', () => {
    expect(newPasswordProblem('ilovekavita!', { personal: kavita })).toBe(PERSONAL);
    expect(newPasswordProblem('PERSAD family 2024', { personal: kavita })).toBe(PERSONAL);
    expect(newPasswordProblem('sky kavita.p2001 blue', { personal: kavita })).toBe(PERSONAL);
    expect(newPasswordProblem('Ramdass on the hill', { personal: ['Asha Ramdass'] })).toBe(PERSONAL);
  });

  it('ignores parts shorter than 4 characters, so a short name does not refuse ordinary words', () => {
    expect(personalParts(['Ann', 'Li', 'EMP-1'])).toEqual(['emp-1', 'emp1']);
    expect(newPasswordProblem('planning a lighthouse', { personal: ['Ann', 'Li'] })).toBeUndefined();
    expect(containsPersonalDetails('planning a lighthouse', ['Anne'])).toBe(false);
  });

  it('accepts a password unrelated to the person, and checks nothing personal without details', () => {
    expect(newPasswordProblem('blue-mango-42 tree', { personal: kavita })).toBeUndefined();
    expect(newPasswordProblem('ilovekavita!')).toBeUndefined();
  });

  it('answers the common-password message before the personal one', () => {
    expect(newPasswordProblem('password1', { personal: ['password'] })).toBe(COMMON);
  });
});

describe('changePasswordSchemaFor', () => {
  it("puts the personal-details message on newPassword when the form knows the person's username", () => {
    const values = {
      currentPassword: 'old secret 1',
      newPassword: 'kpersad 2024!',
      confirmPassword: 'kpersad 2024!',
    };
    expect(validateFields(changePasswordSchemaFor({ personal: ['kpersad'] }), values)).toEqual({
      newPassword: PERSONAL,
    });
    expect(validateFields(changePasswordSchemaFor(), values)).toEqual({});
  });
});

describe('sameUsername', () => {
  it('compares usernames ignoring case and surrounding spaces', () => {
    expect(sameUsername('EMP-1', 'emp-1')).toBe(true);
    expect(sameUsername(' learner7 ', 'LEARNER7')).toBe(true);
    expect(sameUsername('EMP-1', 'EMP-2')).toBe(false);
  });
});
