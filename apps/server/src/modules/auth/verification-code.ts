import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailVerification, VerificationPurpose } from './verification-repository.ts';

// A 6-digit code has a million values: an unkeyed hash of it is reversed by trying them all. The
// HMAC's key never enters the database, so a copy of the table alone reveals no code.
let codeKey: Buffer | undefined;

/**
 * Derives the verification codes' key from the server secret (the JWT secret, which every instance
 * behind a load balancer already shares) as a separate sub-key: HMAC(secret, 'verification-code').
 * `buildApp` calls it once at start-up; the key is one per process.
 */
export function configureVerificationCodes(secret: Uint8Array): void {
  codeKey = createHmac('sha256', secret).update('verification-code').digest();
}

interface CodeOwner {
  userId: number;
  purpose: VerificationPurpose;
}

/** The stored form of a code: HMAC-SHA256 bound to its account and purpose, so it matches nowhere else. */
export function codeDigest({ userId, purpose }: CodeOwner, code: string): string {
  if (!codeKey)
    throw new Error('configureVerificationCodes() must be called before codes are made or checked');
  return createHmac('sha256', codeKey).update(`${userId}:${purpose}:${code}`).digest('hex');
}

/**
 * True when `code` is the verification's code, compared in constant time. Rows written before codes
 * were keyed hold a plain SHA-256 and never match: they expire within 10 minutes, and a resend
 * replaces them, so no migration is needed.
 */
export function codeMatches(row: EmailVerification, code: string): boolean {
  const expected = Buffer.from(codeDigest({ userId: row.user_id, purpose: row.purpose }, code), 'hex');
  const stored = Buffer.from(row.code_hash, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}
