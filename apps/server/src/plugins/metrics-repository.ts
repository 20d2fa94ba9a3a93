import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The mail waiting to go (pending), and when the oldest of it was queued; null when none waits. */
export async function outboxBacklog(db: Kysely<Database>): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('outbox')
    .where('status', '=', 'pending')
    .select([sql<string>`count(*)`.as('count'), sql<Date | string | null>`min(created_at)`.as('oldest')])
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: Number(row?.count ?? 0), oldest };
}

/** How many payment runs are in each state (only the states that have any). */
export async function paymentRunsByState(db: Kysely<Database>): Promise<{ state: string; count: number }[]> {
  const rows = await db
    .selectFrom('payment_runs')
    .select(['status', sql<string>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ state: row.status, count: Number(row.count) }));
}
