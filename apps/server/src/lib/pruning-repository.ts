import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

// Each delete answers how many rows it removed. Every condition names a moment before `cutoff`, so a
// row that is still live (or only just ended) is never touched.

/** Deletes the rate-limit counters whose window started before `cutoff`. */
export async function deleteRateLimitsStartedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the sessions that expired or were revoked before `cutoff`. */
export async function deleteSessionsEndedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', cutoff),
        eb('revoked_at', '<', cutoff),
        eb(sql<Date>`last_seen_at + idle_seconds * interval '1 second'`, '<', cutoff),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the email verifications used before `cutoff`, or whose link and code both expired before it. */
export async function deleteVerificationsEndedBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('email_verifications')
    .where((eb) =>
      eb.or([
        eb('consumed_at', '<', cutoff),
        eb.and([eb('link_expires_at', '<', cutoff), eb('code_expires_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the outbox rows delivered before `cutoff` (their bodies were already cleared when sent). */
export async function deleteMailSentBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('status', '=', 'sent')
    .where('sent_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
