import { COMMON_STEM_MIN_LENGTH, isCommonPassword } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { passwordProblem, serverCommonPasswords } from './password-policy.ts';

const COMMON = 'This password is too common. Please choose a less common password.';
const PERSONAL = 'New password must not contain your username, name or email address.';
const nobody = {};

describe('the server common-password list', () => {
  it('holds at least 10,000 passwords, all of at least 4 characters (a stem may be that short) and lower-cased', () => {
    const list = serverCommonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    const misfits = [...list].filter(
      (password) =>
        Array.from(password).length < COMMON_STEM_MIN_LENGTH || password !== password.toLowerCase(),
    );
    expect(misfits).toEqual([]);
  });

  it('holds well-known passwords, and many the web client’s small list does not', () => {
    const list = serverCommonPasswords();
    for (const known of [
      'password1',
      'iloveyou',
      'sunshine1',
      'trustno1',
      'qwerty123',
      'corvette',
      'maverick',
    ]) {
      expect(list.has(known), known).toBe(true);
    }
    expect(isCommonPassword('corvette')).toBe(false);
    expect([...list].filter((password) => !isCommonPassword(password)).length).toBeGreaterThan(9_000);
  });

  it('is loaded once', () => {
    expect(serverCommonPasswords()).toBe(serverCommonPasswords());
  });
});

describe('passwordProblem', () => {
  it('refuses the well-known passwords whatever their case', () => {
    for (const password of ['password1', 'ILoveYou', 'Sunshine1', ' trustno1 ']) {
      expect(passwordProblem(password, nobody), password).toBe(COMMON);
    }
  });

  it('refuses a common password from the big list that the domain’s small list lets through', () => {
    expect(isCommonPassword('Mercedes')).toBe(false);
    expect(passwordProblem('Mercedes', nobody)).toBe(COMMON);
    expect(passwordProblem('steelers', nobody)).toBe(COMMON);
  });

  it('refuses a password of the big list with look-alikes or digits and symbols appended', () => {
    for (const password of ['C0rv3tt3', 'corvette2024!', 'M3rc3d3s!!', 'st33l3rs 99', 'Maverick#1']) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(passwordProblem(password, nobody), password).toBe(COMMON);
    }
  });

  it('accepts strong passphrases with digits and symbols in them', () => {
    for (const password of [
      'Caroni swamp heron 9471',
      'Steelpan harbour 47',
      'Chaguaramas lighthouse 8305',
    ]) {
      expect(passwordProblem(password, nobody), password).toBeNull();
    }
  });

  it("refuses a password containing the owner's username, names or email name", () => {
    const owner = {
      username: 'kpersad',
      firstName: 'Kavita',
      lastName: 'Persad',
      email: 'kp.trini@example.com',
    };
    expect(passwordProblem('KPERSAD forever', owner)).toBe(PERSONAL);
    expect(passwordProblem('my name is kavita', owner)).toBe(PERSONAL);
    expect(passwordProblem('persad-and-sons', owner)).toBe(PERSONAL);
    expect(passwordProblem('hello kp.trini!', owner)).toBe(PERSONAL);
  });

  it('keeps the length rule and accepts a good password', () => {
    expect(passwordProblem('short', nobody)).toBe('New password must be at least 8 characters long.');
    expect(passwordProblem('x'.repeat(129), nobody)).toBe(
      'New password must be at most 128 characters long.',
    );
    expect(passwordProblem('tobago sunrise 2024', { username: 'kpersad', firstName: 'Kavita' })).toBeNull();
  });
});
