import type { BankFileLine } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Batch } from '../../db/keyset-batch.ts';
import type { Database, PaymentRunStatus } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What the bank file needs of its run. */
export interface FileRun {
  id: number;
  month: string;
  cycle: number;
  status: PaymentRunStatus;
  sentAt: Date | null;
}

/** A run as the bank file and results read it; undefined when there is none. */
export async function findFileRun(db: Db, id: number, lock = false): Promise<FileRun | undefined> {
  let query = db
    .selectFrom('payment_runs')
    .select(['id', 'month', 'cycle', 'status', 'sent_at'])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { id: row.id, month: row.month, cycle: row.cycle, status: row.status, sentAt: row.sent_at };
}

/** Marks an Approved run Sent (by whom, when); answers false when it was not Approved any more. */
export async function markRunSent(trx: Db, id: number, sentBy: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('payment_runs')
    .set({ status: 'Sent', sent_at: now, sent_by: sentBy })
    .where('id', '=', id)
    .where('status', '=', 'Approved')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

// The lines a bank file carries: not held (they have an account) and paying more than nothing. Their
// status is Pending until results come, then Paid or Failed: a later download carries the same lines.
const inFile = (db: Db, runId: number) =>
  db
    .selectFrom('payment_lines')
    .where('run_id', '=', runId)
    .where('status', '<>', 'Held')
    .where('amount_cents', '>', 0);

/** How many payments the run's file carries and their sum in cents. */
export async function fileTotals(db: Db, runId: number): Promise<{ count: number; totalCents: number }> {
  const row = await inFile(db, runId)
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string | null>('amount_cents').as('total'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), totalCents: Number(row.total ?? 0) };
}

/** One keyset batch of the file's payments, in line order. */
export async function fileLineBatch(
  db: Db,
  runId: number,
  { after, size }: Batch,
): Promise<(BankFileLine & { id: number })[]> {
  let query = inFile(db, runId)
    .select(['id', 'payee_name', 'employee_id', 'routing_number', 'account_number', 'amount_cents'])
    .orderBy('id')
    .limit(size);
  if (after !== undefined) query = query.where('id', '>', after);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.payee_name,
    employeeId: row.employee_id,
    routingNumber: row.routing_number ?? '',
    accountNumber: row.account_number ?? '',
    amountCents: row.amount_cents,
  }));
}

/** A learner's month on its way, as its notice needs it. */
export interface StipendNoticeRow {
  id: number;
  userId: number;
  email: string;
  name: string;
  month: string;
  amountCents: number;
  failedReason: string | null;
  paidOn: string | null;
}

/**
 * One keyset batch of the run's stipend payments in the file (a claim's employer is told otherwise),
 * with the learner's address and the month; `ids` narrows it to those lines.
 */
export async function stipendNoticeBatch(
  db: Db,
  runId: number,
  { after, size }: Batch,
  ids?: readonly number[],
): Promise<StipendNoticeRow[]> {
  let query = db
    .selectFrom('payment_lines as l')
    .innerJoin('users as u', 'u.id', 'l.payee_user_id')
    .innerJoin('timesheets as t', 't.id', 'l.timesheet_id')
    .select([
      'l.id',
      'l.payee_user_id',
      'u.email',
      'l.payee_name',
      't.month',
      'l.amount_cents',
      'l.failed_reason',
      'l.paid_on',
    ])
    .where('l.run_id', '=', runId)
    .where('l.kind', '=', 'stipend')
    .where('l.status', '<>', 'Held')
    .where('l.amount_cents', '>', 0)
    .orderBy('l.id')
    .limit(size);
  if (after !== undefined) query = query.where('l.id', '>', after);
  if (ids) query = query.where('l.id', 'in', ids.length > 0 ? ids : [0]);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.payee_user_id,
    email: row.email,
    name: row.payee_name,
    month: row.month,
    amountCents: row.amount_cents,
    failedReason: row.failed_reason,
    paidOn: row.paid_on,
  }));
}
