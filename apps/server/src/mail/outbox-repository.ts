import { type Kysely, sql } from 'kysely';
import type { Database, NewOutboxRow, OutboxRow } from '../db/schema.ts';

/** Adds one mail to the queue (in the caller's transaction, so it exists exactly when its change does). */
export async function insertOutboxRow(db: Kysely<Database>, row: NewOutboxRow): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

const LEASE_SECONDS = 120;

/**
 * Leases up to `limit` due rows. SKIP LOCKED lets several server instances share the queue
 * without two of them taking the same row; the lease hands a row back if its worker dies.
 */
export async function leaseDueMail(db: Kysely<Database>, limit: number): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    UPDATE outbox SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1
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

/** Marks a row delivered and drops its bodies: they may hold a password. */
export async function markSent(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: new Date(),
      locked_until: null,
      text_body: '',
      html_body: null,
      console_note: null,
      attachments: null,
    })
    .where('id', '=', id)
    .execute();
}

/** Records a failed delivery: due again after `retryInMs`, or given up for good. */
export async function markFailedAttempt(
  db: Kysely<Database>,
  row: OutboxRow,
  error: string,
  retryInMs: number,
  giveUp: boolean,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: giveUp ? 'failed' : 'pending',
      last_error: error.slice(0, 1000),
      locked_until: null,
      next_attempt_at: new Date(Date.now() + retryInMs),
    })
    .where('id', '=', row.id)
    .execute();
}
