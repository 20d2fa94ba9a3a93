import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailVerification, VerificationPurpose } from './verification-repository.ts';

interface CodeOwner {
  userId: number;
  purpose: VerificationPurpose;
}

/**
 * Makes and checks the stored form of 6-digit codes. A code has a million values: an unkeyed hash of
 * it is reversed by trying them all. The HMAC's key never enters the database, so a copy of the table
 * alone reveals no code. Made once per app (`app.verificationCodes`) from that app's secret.
 */
export interface VerificationCodes {
  /** The stored form of a code: HMAC-SHA256 bound to its account and purpose, so it matches nowhere else. */
  digest(owner: CodeOwner, code: string): string;
  /** True when `digest(owner, code)` is `stored`, compared in constant time. */
  digestMatches(stored: string, owner: CodeOwner, code: string): boolean;
  /**
   * True when `code` is the verification's code. Rows written before codes were keyed hold a plain
   * SHA-256 and never match: they expire within 10 minutes, and a resend replaces them, so no
   * migration is needed.
   */
  matches(row: EmailVerification, code: string): boolean;
}

/**
 * The codes of a server secret (the JWT secret, which every instance behind a load balancer already
 * shares), keyed with a separate sub-key: HMAC(secret, 'verification-code').
 */
export function createVerificationCodes(secret: Uint8Array): VerificationCodes {
  const key = createHmac('sha256', secret).update('verification-code').digest();
  const digest = ({ userId, purpose }: CodeOwner, code: string) =>
    createHmac('sha256', key).update(`${userId}:${purpose}:${code}`).digest('hex');
  const digestMatches = (stored: string, owner: CodeOwner, code: string) => {
    const expected = Buffer.from(digest(owner, code), 'hex');
    const actual = Buffer.from(stored, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
  return {
    digest,
    digestMatches,
    matches: (row, code) => digestMatches(row.code_hash, { userId: row.user_id, purpose: row.purpose }, code),
  };
}
