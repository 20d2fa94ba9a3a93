import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Counts one hit on `key` and returns the hits of its current window; a window older than
 * `windowSeconds` starts again at 1. One upsert, so two instances never lose a hit.
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_started_at, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  THEN now() ELSE rate_limits.window_started_at END
    RETURNING hits`.execute(db);
  return rows[0]?.hits ?? 0;
}

/** Deletes the counters of these keys. */
export async function deleteRateLimits(db: Kysely<Database>, keys: string[]): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
}

/** The hits of `key` in its current window, without counting one (0 when none or the window is over). */
export async function readRateLimitHits(
  db: Kysely<Database>,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const { rows } = await sql<{ hits: number }>`
    SELECT hits FROM rate_limits
    WHERE key = ${key} AND window_started_at >= now() - make_interval(secs => ${windowSeconds})`.execute(db);
  return rows[0]?.hits ?? 0;
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
