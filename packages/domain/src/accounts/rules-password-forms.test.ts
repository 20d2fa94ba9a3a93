import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordProblem } from './rules.ts';
import { COMMON_STEM_MIN_LENGTH, commonPasswordForms } from './rules-password-forms.ts';

const COMMON = 'This password is too common. Please choose a less common password.';

describe('commonPasswordForms', () => {
  it('looks a password up as it is, lower-cased and trimmed, first', () => {
    expect(commonPasswordForms('  Correct Horse Battery ')).toEqual(['correct horse battery']);
  });

  it('reads the look-alikes as letters, both ways where a character stands for two', () => {
    expect(commonPasswordForms('P@$$W0RD')).toContain('password');
    expect(commonPasswordForms('h3ll0 w0rld')).toContain('hello world');
    expect(commonPasswordForms('5unsh1ne')).toContain('sunshine');
    expect(commonPasswordForms('f1ower')).toEqual(expect.arrayContaining(['fiower', 'flower']));
    expect(commonPasswordForms('7r|ck')).toEqual(expect.arrayContaining(['trick', 'trlck', 'lrick']));
    expect(commonPasswordForms('!ce cream')).toContain('ice cream');
  });

  it('takes the digits, symbols and spaces appended to a password off, and reads what is left too', () => {
    expect(commonPasswordForms('Sunshine2024!')).toContain('sunshine');
    expect(commonPasswordForms('p@ssw0rd1')).toContain('password');
    expect(commonPasswordForms('dragon !!99')).toContain('dragon');
  });

  it(`looks up no stem shorter than ${COMMON_STEM_MIN_LENGTH} characters`, () => {
    expect(commonPasswordForms('abc!12345678')).not.toContain('abc');
    expect(commonPasswordForms('love12345678')).toContain('love');
  });

  it('stays small for a password full of two-way look-alikes', () => {
    expect(commonPasswordForms('1!|71!|71!|71!|71!|7').length).toBeLessThanOrEqual(2 * 64 + 2);
  });
});

describe('isCommonPassword and newPasswordProblem: disguised common passwords', () => {
  it('refuses a common password with look-alikes, appended digits or symbols, or both', () => {
    for (const password of [
      'p@ssw0rd1',
      'P@ssw0rd!',
      'Passw0rd2024',
      'Sunshine2024!',
      'M0nkey1234',
      'tr1n1dad!!',
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(newPasswordProblem(password), password).toBe(COMMON);
    }
  });

  it('asks a bigger list with each form, so it refuses its words disguised too', () => {
    const isCommon = (form: string) => form === 'mercedes';
    expect(newPasswordProblem('M3rc3d3s2024!', { isCommon })).toBe(COMMON);
    expect(newPasswordProblem('Mercedes of Arima', { isCommon })).toBeUndefined();
  });

  it('accepts strong passphrases, digits and symbols in them included', () => {
    for (const password of [
      'Caroni swamp heron 9471',
      'Steelpan harbour 47',
      'Chaguaramas lighthouse 8305',
      'tobago sunrise 2024',
      'blue-mango-42',
      'correct horse battery',
      'Tr1n!d7x#Qv9',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(newPasswordProblem(password), password).toBeUndefined();
    }
  });
});
