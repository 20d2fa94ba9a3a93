import { type Kysely, sql } from 'kysely';
import type { Database, NewOutboxRow, OutboxRow } from '../db/schema.ts';

/** Adds one mail to the queue (in the caller's transaction, so it exists exactly when its change does). */
export async function insertOutboxRow(db: Kysely<Database>, row: NewOutboxRow): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

/** Inserts many rows in one statement (a payment run's notices: thousands in one transaction). */
export async function insertOutboxRows(db: Kysely<Database>, rows: readonly NewOutboxRow[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('outbox')
      .values([...rows])
      .execute();
}

/** How long a leased row is a worker's before another may take it, unless renewed (2 minutes). */
export const DEFAULT_LEASE_MS = 120_000;

/**
 * Leases up to `limit` due rows for `leaseMs`. SKIP LOCKED lets several server instances share the
 * queue without two of them taking the same row; the lease hands a row back if its worker dies.
 */
export async function leaseDueMail(
  db: Kysely<Database>,
  limit: number,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM outbox
      WHERE status = 'pending' AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`.execute(db);
  // RETURNING does not keep the subquery's order: deliver oldest first (verification before approval).
  return result.rows.sort((a, b) => a.id - b.id);
}

/**
 * Extends the lease of rows a worker still holds (queued or being sent), so that a slow relay never
 * lets another instance lease them and send them twice. Rows already sent, failed or handed back
 * (no lease) are left alone.
 */
export async function renewLeases(
  db: Kysely<Database>,
  ids: readonly number[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({ locked_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', 'in', [...ids])
    .where('status', '=', 'pending')
    .where('locked_until', 'is not', null)
    .execute();
}

/** Marks rows delivered and drops their bodies: they may hold a password. */
export async function markSent(db: Kysely<Database>, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: now,
      locked_until: null,
      text_body: '',
      html_body: null,
      console_note: null,
      attachments: null,
    })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Records a failed delivery: due again `retryInMs` from now, or failed for good (its last error kept)
 * when the mail was first queued more than `giveUpAfterMs` ago. Both times use the database's clock,
 * the one leasing compares with. Returns the row's status after the attempt.
 */
export async function markFailedAttempt(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryInMs: number,
  giveUpAfterMs: number,
): Promise<'pending' | 'failed'> {
  const tooOld = sql<boolean>`created_at <= now() - make_interval(secs => ${giveUpAfterMs / 1000})`;
  const row = await db
    .updateTable('outbox')
    .set({
      status: sql<'pending' | 'failed'>`CASE WHEN ${tooOld} THEN 'failed' ELSE 'pending' END`,
      last_error: error.slice(0, 1000),
      locked_until: null,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where('id', '=', id)
    .returning('status')
    .executeTakeFirstOrThrow();
  return row.status === 'failed' ? 'failed' : 'pending';
}

/**
 * Hands back rows leased but not tried: unlocked at once rather than after the lease, due when they
 * were, and without the attempt the lease counted for them.
 */
export async function releaseUntried(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}
