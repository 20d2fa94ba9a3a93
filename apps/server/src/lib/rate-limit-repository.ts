import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The upsert that counts one hit on `key`, returning the hits of its current window: a window older
 * than `windowSeconds` starts again at 1. One statement, so two instances never lose a hit. Also the
 * body of a CTE (modules/auth/sign-in-repository.ts).
 */
export function rateLimitHitUpsert(key: string, windowSeconds: number) {
  return sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits`;
}

/** Counts one hit on `key` and returns the hits of its current window (see rateLimitHitUpsert). */
export async function countRateLimitHit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await rateLimitHitUpsert(key, windowSeconds).execute(db);
  return rows[0]?.hits ?? 0;
}

/** Deletes the counters of these keys. */
export async function deleteRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

/** Takes back one hit of `key` (an attempt that turned out to succeed); never below 0. */
export async function uncountRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

/**
 * The select of each key's hits in its current window, the key at i with the window of `windowSeconds`
 * at i (keys with none are absent). Arrays as two parameters: the text is the same for any number of
 * keys, so it can run as a prepared statement. Also the body of a CTE (modules/auth/sign-in-repository.ts).
 */
export function rateLimitHitsSelect(keys: readonly string[], windowSeconds: readonly number[]) {
  return sql<{ key: string; hits: number }>`
    SELECT r.key, r.hits FROM unnest(${keys}::text[], ${windowSeconds}::int[]) AS l(key, secs)
    JOIN rate_limits r ON r.key = l.key AND r.window_started_at >= now() - make_interval(secs => l.secs)`;
}
