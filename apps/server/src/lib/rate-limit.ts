import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rateLimited } from './app-error.ts';
import { countRateLimitHit, uncountRateLimitHit } from './rate-limit-repository.ts';

export interface Limit {
  /** e.g. 'login:ip:1.2.3.4' or 'login:user:alice' */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt against each limit, in the database so that the count holds across
 * server instances; throws 429 once any limit is exceeded.
 */
export async function consumeRateLimits(db: Kysely<Database>, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const hits = await countRateLimitHit(db, limit.key, limit.windowSeconds);
    if (hits > limit.max) throw rateLimited();
  }
}

/**
 * Gives back the hit `consumeRateLimits` took for an attempt that succeeded. Limits used this way
 * count failures only, yet stay atomic: every attempt, parallel ones too, takes its hit first.
 */
export async function refundRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  for (const key of keys) await uncountRateLimitHit(db, key);
}

/**
 * Counts one use of a quota that is kept without telling anyone (the mails one account may receive from
 * a public form): true while the window still has room, false once it is used up. Never throws 429, so
 * the caller, which has already answered alike, just does nothing beyond the quota.
 */
export async function takeSilentQuota(db: Kysely<Database>, limit: Limit): Promise<boolean> {
  return (await countRateLimitHit(db, limit.key, limit.windowSeconds)) <= limit.max;
}
