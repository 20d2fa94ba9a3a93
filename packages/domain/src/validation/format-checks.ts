import { isIsoDate, portalToday } from '../portal-time.ts';

/** `name@domain.tld` with no spaces (PRODUCT.md §0). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional plus, a non-zero first digit, then up to 15 more digits (after removing spaces, dashes, brackets). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

/** True when `value` looks like `name@domain.tld` without spaces. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
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

/** Earliest accepted year of birth. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** True when `value` is a real `YYYY-MM-DD` date from 1900 on. */
export function isValidBirthDate(value: string): boolean {
  return isIsoDate(value) && Number(value.slice(0, 4)) >= EARLIEST_BIRTH_YEAR;
}

/** True when the `YYYY-MM-DD` date is before today in Port of Spain. */
export function isPastDate(value: string, now: Date = new Date()): boolean {
  return value < portalToday(now);
}
