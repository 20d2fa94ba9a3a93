import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A pending payment a result row may match. */
export interface PendingLine {
  id: number;
  employeeId: string;
  amountCents: number;
}

/** The run's pending payments to these Employee IDs, in line order. */
export async function pendingLinesOf(
  trx: Db,
  runId: number,
  employeeIds: readonly string[],
): Promise<PendingLine[]> {
  if (employeeIds.length === 0) return [];
  const rows = await trx
    .selectFrom('payment_lines')
    .select(['id', 'employee_id', 'amount_cents'])
    .where('run_id', '=', runId)
    .where('status', '=', 'Pending')
    .where('employee_id', 'in', employeeIds)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, employeeId: row.employee_id, amountCents: row.amount_cents }));
}

/** Marks pending payments Paid on `paidOn` ('YYYY-MM-DD'). */
export async function markLinesPaid(trx: Db, ids: readonly number[], paidOn: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('payment_lines')
    .set({ status: 'Paid', paid_on: paidOn })
    .where('id', 'in', ids)
    .where('status', '=', 'Pending')
    .execute();
}

/** Marks a pending payment Failed with the bank's reason. */
export async function markLineFailed(trx: Db, id: number, reason: string): Promise<void> {
  await trx
    .updateTable('payment_lines')
    .set({ status: 'Failed', failed_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'Pending')
    .execute();
}

/** Whether the run still has a payment in its file waiting for its result. */
export async function hasPendingPayments(trx: Db, runId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('payment_lines')
    .select('id')
    .where('run_id', '=', runId)
    .where('status', '=', 'Pending')
    .where('amount_cents', '>', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Closes a Sent run. */
export async function closeRun(trx: Db, runId: number, now: Date): Promise<void> {
  await trx
    .updateTable('payment_runs')
    .set({ status: 'Closed', closed_at: now })
    .where('id', '=', runId)
    .where('status', '=', 'Sent')
    .execute();
}
