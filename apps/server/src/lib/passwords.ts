import { createHash, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id parameters (m=19 MiB, t=2, p=1). @node-rs/argon2 hashes on the libuv pool, off the event loop.
export const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

// At most one argon2 job per core: more would only slow each down (they are CPU-bound) and take the
// libuv pool's spare threads (start.ts sizes it cores + 2) from file and DNS work. The rest wait here.
const hashing = pLimit(availableParallelism());

export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password, OPTIONS));
}

const checks = { argon2: 0, oneTime: 0 };

/** How many argon2 hashes and one-time digests this process has checked (tests compare the work of attempts). */
export function hashChecksMade(): { argon2: number; oneTime: number } {
  return { ...checks };
}

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false;
  checks.argon2 += 1;
  try {
    return await hashing(() => verify(hashed, password));
  } catch {
    return false;
  }
}

// A valid hash of a random string: verifying against it costs the same as a real account, so
// timing does not reveal whether a username exists.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

const ONE_TIME_PREFIX = 'sha256:';
const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/**
 * A one-time secret the server made (a recovery's temporary password: 12 characters of 56, about
 * 70 bits, valid for an hour) is stored as its SHA-256. Random that long, it cannot be guessed from
 * the digest; argon2's slowness is for what people choose. So a sign-in costs one argon2 check,
 * not two, and checking the temporary password costs almost nothing.
 */
export function hashOneTimeSecret(secret: string): string {
  return `${ONE_TIME_PREFIX}${digest(secret).toString('base64url')}`;
}

const DECOY_DIGEST = digest('no one-time secret');

/**
 * Whether `secret` is the one-time secret stored as `stored`; the same work (one digest, one
 * constant-time comparison) when nothing usable is stored.
 */
export function matchesOneTimeSecret(stored: string | null | undefined, secret: string): boolean {
  checks.oneTime += 1;
  const usable = typeof stored === 'string' && stored.startsWith(ONE_TIME_PREFIX);
  const expected = usable ? Buffer.from(stored.slice(ONE_TIME_PREFIX.length), 'base64url') : DECOY_DIGEST;
  const given = digest(secret);
  return expected.length === given.length && timingSafeEqual(expected, given) && usable;
}
