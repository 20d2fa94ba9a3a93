import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * The live payment lines of some months (`timesheet_id`) or claims (`claim_id`) with their run's
 * status and sending date, newest first: where a month's or a claim's money is (a rejected run's
 * lines are not live and count for nothing).
 */
export function livePaymentLines(db: Db, of: 'timesheet_id' | 'claim_id', ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_lines as pl')
    .innerJoin('payment_runs as r', 'r.id', 'pl.run_id')
    .select([
      'pl.timesheet_id',
      'pl.claim_id',
      'pl.run_id',
      'pl.status',
      'pl.paid_on',
      'pl.failed_reason',
      'r.status as run_status',
      'r.sent_at',
    ])
    .where(`pl.${of}`, 'in', [...ids])
    .where('pl.live', '=', true)
    .orderBy('pl.id', 'desc')
    .execute();
}

/** A live payment line as read. */
export type LivePaymentLine = Awaited<ReturnType<typeof livePaymentLines>>[number];
