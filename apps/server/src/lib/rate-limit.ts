import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rateLimited } from './app-error.ts';

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
    const { rows } = await sql<{ hits: number }>`
      INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${limit.key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                    THEN 1 ELSE rate_limits.hits + 1 END,
        window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${limit.windowSeconds})
                    THEN now() ELSE rate_limits.window_started_at END
      RETURNING hits`.execute(db);
    if ((rows[0]?.hits ?? 0) > limit.max) throw rateLimited();
  }
}

/** Forgets the counts of these keys (e.g. after a successful sign-in). */
export async function resetRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}
