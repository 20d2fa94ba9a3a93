import { portalToday } from './portal-time.ts';

// The parts of an address a person has: letters, digits and the few symbols mail systems allow in
// a name (RFC 5322 atext, no quoting), and domain labels of letters, digits and inner hyphens.
// Nothing else passes, so `"x"<a@b.tt>`, `a,b@c.tt` or a header split by CR/LF cannot reach a
// record or a mail header, nor dodge the duplicate-address check.
const EMAIL_NAME_PART = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';

/**
 * `name@domain.tld` (PRODUCT.md §0), strictly: one @, a dot in the domain, no spaces, control
 * characters, quotes, angle brackets, commas or semicolons, no empty dot-separated part.
 */
export const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_NAME_PART}(?:\\.${EMAIL_NAME_PART})*@(?:${EMAIL_LABEL}\\.)+${EMAIL_LABEL}$`,
  'u',
);

/** Optional plus, a non-zero first digit, then up to 15 more digits (after removing spaces, dashes, brackets). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/**
 * A mobile number the office can call (issue 30): a Trinidad and Tobago number — 7 digits (first not
 * 0 or 1), or those 7 after 868, 1868 or +1868 — or an international one, + and its country code:
 * 8 to 15 digits, the first not 0 (+1868 then needs the 7 digits). Spaces, dots, dashes and brackets
 * are ignored ('+1 (868) 555-0199', '868.555.0199', '+44 7700 900123').
 */
export function isValidMobile(value: string): boolean {
  const digits = value.replace(/[\s.\-()[\]]/g, '');
  if (/^(?:\+?1868|868)?[2-9]\d{6}$/.test(digits)) return true;
  if (digits.startsWith('+1868')) return false;
  return /^\+[1-9]\d{7,14}$/.test(digits);
}

/** True when `value` is an address `name@domain.tld` by the strict rule of `EMAIL_PATTERN`. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * An address as the portal stores and compares it: trimmed and lower-cased, so `ASHA@mail.tt` and
 * `asha@mail.tt` are one address (mail systems treat them as one in practice).
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Removes the spaces, dashes and brackets the phone rule ignores: '(868) 555-1234' → '8685551234'. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()[\]]/g, '');
}

/** The phone rule of spec 1 §5 (also used for fax numbers). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(value));
}

/** A website must start with `http://` or `https://` and have something after it, without spaces. */
export function isValidWebsite(value: string): boolean {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value);
}

/** True when the `YYYY-MM-DD` date is before today in Port of Spain. */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  return value < portalToday(now);
}
