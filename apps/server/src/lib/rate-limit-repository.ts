import { type Kysely, type RawBuilder, sql } from 'kysely';
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

/**
 * The upsert that takes one slot of `key` when its current window has room for it (fewer than `max`
 * hits, or the window is over and starts again at 1), for the one row of `source` (a FROM clause): no
 * source row or no room, no slot and no row returned. The room is judged on the row as it is once
 * locked, so parallel statements never take more than `max` slots. `max` null: always room. The body
 * of a CTE (modules/auth/sign-in-repository.ts).
 */
export function rateLimitSlotTake(
  key: string,
  windowSeconds: number,
  max: number | null,
  source: RawBuilder<unknown>,
) {
  const windowOver = sql`rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})`;
  return sql<{ hits: number }>`
    INSERT INTO rate_limits (key, window_started_at, hits) SELECT ${key}::text, now(), 1 ${source}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${windowOver} THEN 1 ELSE rate_limits.hits + 1 END,
      window_started_at = CASE WHEN ${windowOver} THEN now() ELSE rate_limits.window_started_at END
    ${max === null ? sql`` : sql`WHERE ${windowOver} OR rate_limits.hits < ${max}::int`}
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

/** Takes back one hit of `key` (an attempt that turned out to succeed); never below 0. */
export async function uncountRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}
