import { createRequire } from 'node:module';
import { COMMON_STEM_MIN_LENGTH, newPasswordProblem, passwordLength, personalDetails } from '@ojt/domain';

// The server's common-password list (ASVS 6.2.4 asks for at least the 3,000 most common): the
// maintained `passwords-common` dictionary of @zxcvbn-ts/language-common, most common first. Only
// the server holds it; the web client keeps the domain's small built-in list (bundle budget).
// Loaded on first use with a synchronous require, so start-up and the code paths that never check a
// password do not pay for decompressing it.
const require = createRequire(import.meta.url);
type LanguageCommon = typeof import('@zxcvbn-ts/language-common');

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * The package's common passwords, lower-cased, of at least COMMON_STEM_MIN_LENGTH characters: a
 * shorter one is refused by the length rule, yet a password made of one with digits or symbols
 * appended is looked up by its stem (`commonPasswordForms`), which may be as short as that.
 */
export function serverCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as LanguageCommon;
    commonPasswords = new Set(
      dictionary['passwords-common']
        .filter((word) => passwordLength(word) >= COMMON_STEM_MIN_LENGTH)
        .map((word) => word.toLowerCase()),
    );
  }
  return commonPasswords;
}

/** The person a new password belongs to, as far as the password rule needs them. */
export interface PasswordOwner {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The domain's rule for a new password (8-128 characters, not common, not containing the owner's
 * username, names or email name) with the server's big common list: the message, or null.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const common = serverCommonPasswords();
  return (
    newPasswordProblem(password, {
      isCommon: (lowercased) => common.has(lowercased),
      personal: personalDetails(owner),
    }) ?? null
  );
}
