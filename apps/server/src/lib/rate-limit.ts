import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rateLimited } from './app-error.ts';
import { countRateLimitHit, deleteRateLimits } from './rate-limit-repository.ts';

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

/** Forgets the counts of these keys (e.g. after a successful sign-in). */
export async function resetRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await deleteRateLimits(db, keys);
}
