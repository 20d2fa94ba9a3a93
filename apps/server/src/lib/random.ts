import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit one-time code from a secure source. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** SHA-256 of a high-entropy secret, for lookup by hash (tokens, codes salted by their row). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// No 0/O, 1/l/I: easy to read from an email and type on a phone.
const READABLE = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of `length` readable characters (~5.8 bits each). */
export function randomPassword(length = 14): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += READABLE[randomInt(0, READABLE.length)];
  return out;
}
