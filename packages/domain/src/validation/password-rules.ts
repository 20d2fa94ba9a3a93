import { MESSAGES } from '../messages/messages.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** Minimum password length (PRODUCT.md §3, OWASP ASVS; the spec's 6 is superseded). */
export const PASSWORD_MIN_LENGTH = 8;

/** Maximum password length. */
export const PASSWORD_MAX_LENGTH = 128;

/** Password length in characters as a person counts them (code points, so an emoji counts once). */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** True when the password, ignoring case and surrounding spaces, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * The message a new password earns, or `undefined` when it is acceptable: at least 8 and at most 128
 * characters, not a common password. No composition rules.
 */
export function newPasswordProblem(password: string): string | undefined {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return MESSAGES.passwordTooCommon;
  return undefined;
}
