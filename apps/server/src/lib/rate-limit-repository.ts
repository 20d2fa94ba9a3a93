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

/** Takes back one hit of `key` (an attempt that turned out to succeed); never below 0. */
export async function uncountRateLimitHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

/** The hits of each key in its current window, in one query (keys with none are absent). */
export async function readRateLimitHitsMany(
  db: Kysely<Database>,
  limits: { key: string; windowSeconds: number }[],
): Promise<Map<string, number>> {
  if (limits.length === 0) return new Map();
  const wanted = sql.join(limits.map((l) => sql`(${l.key}::text, ${l.windowSeconds}::int)`));
  const { rows } = await sql<{ key: string; hits: number }>`
    SELECT r.key, r.hits FROM (VALUES ${wanted}) AS l(key, secs)
    JOIN rate_limits r ON r.key = l.key AND r.window_started_at >= now() - make_interval(secs => l.secs)`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.key, row.hits]));
}
