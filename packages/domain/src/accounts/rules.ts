import { MESSAGES } from '../shared/messages.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { commonPasswordForms } from './rules-password-forms.ts';

/** Minimum password length (PRODUCT.md §3, OWASP ASVS; the spec's 6 is superseded). */
export const PASSWORD_MIN_LENGTH = 8;

/** Maximum password length. */
export const PASSWORD_MAX_LENGTH = 128;

/** Password length in characters as a person counts them (code points, so an emoji counts once). */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/**
 * True when the password, ignoring case and surrounding spaces, is one of the most common ones, also
 * with its look-alikes read as letters or the digits and symbols appended to it taken off
 * (`commonPasswordForms`).
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswordForms(password).some((form) => COMMON_PASSWORDS.has(form));
}

/**
 * Shortest part of a person's details that a password may not contain (code points). Shorter parts
 * ("Ann", "Li", "EMP") occur inside too many ordinary words to refuse them.
 */
export const PERSONAL_PART_MIN_LENGTH = 4;

/** What a new password is checked against besides its length and the built-in common list. */
export interface PasswordContext {
  /** The person's own details (username, names, email address): a password containing one is refused. */
  personal?: readonly (string | null | undefined)[];
  /**
   * A bigger common-password list (the server's), asked with each of the password's lower-cased forms
   * (`commonPasswordForms`) until one is common.
   */
  isCommon?: (lowercased: string) => boolean;
}

/** The details of a person a password must not contain, as `PasswordContext.personal` takes them. */
export function personalDetails(person: {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string[] {
  const local = person.email?.split('@')[0];
  return [person.username, person.firstName, person.lastName, local].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/**
 * The lower-cased parts of personal details a password must not contain: each value itself, its runs of
 * letters and digits ("Asha Ramdass" gives "asha", "ramdass"), its words ("kavita" from "kavita12")
 * and the value without its separators ("asharamdass", "emp12" from "EMP-12"), each when at least
 * `PERSONAL_PART_MIN_LENGTH` long.
 */
export function personalParts(values: readonly (string | null | undefined)[]): string[] {
  const parts = new Set<string>();
  for (const value of values) {
    const lowered = value?.trim().toLowerCase() ?? '';
    const runs = lowered.match(/[\p{L}\p{N}]+/gu) ?? [];
    const words = lowered.match(/\p{L}+/gu) ?? [];
    for (const part of [lowered, ...runs, ...words, runs.join('')]) {
      if (passwordLength(part) >= PERSONAL_PART_MIN_LENGTH) parts.add(part);
    }
  }
  return [...parts];
}

/** True when the password, ignoring case, contains one of the personal details' parts. */
export function containsPersonalDetails(
  password: string,
  personal: readonly (string | null | undefined)[],
): boolean {
  const lowered = password.toLowerCase();
  return personalParts(personal).some((part) => lowered.includes(part));
}

/**
 * The message a new password earns, or `undefined` when it is acceptable: at least 8 and at most 128
 * characters, not a common password (the built-in list, and `context.isCommon` when given, each asked
 * with the password's forms: `commonPasswordForms`), and not
 * containing the person's username, name or email name (`context.personal`). No composition rules.
 */
export function newPasswordProblem(password: string, context: PasswordContext = {}): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  const isCommon = context.isCommon;
  if (
    isCommonPassword(password) ||
    (isCommon && commonPasswordForms(password).some((form) => isCommon(form)))
  ) {
    return MESSAGES.passwordTooCommon;
  }
  if (context.personal && containsPersonalDetails(password, context.personal)) {
    return MESSAGES.passwordContainsPersonal;
  }
  return undefined;
}

/**
 * Whether two usernames name the same account: usernames (Employer IDs, learner ids) ignore case and
 * surrounding spaces, so `emp-1` asking about `EMP-1` asks about itself ("is this yours").
 */
export function sameUsername(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
