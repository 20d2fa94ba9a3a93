import type { Kysely, Updateable } from 'kysely';
import type { Database, PaymentRunsTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Payment runs (0029): one month and pay cycle, at most one live (not Rejected, not Closed) per pair
 * by the unique index `payment_runs_live_key`. Each read names the admins who signed it.
 */
function selectRuns(db: Db) {
  return db
    .selectFrom('payment_runs as r')
    .leftJoin('users as cu', 'cu.id', 'r.created_by')
    .leftJoin('users as au', 'au.id', 'r.approved_by')
    .leftJoin('users as ru', 'ru.id', 'r.rejected_by')
    .leftJoin('users as su', 'su.id', 'r.sent_by')
    .selectAll('r')
    .select([
      'cu.username as created_by_name',
      'au.username as approved_by_name',
      'ru.username as rejected_by_name',
      'su.username as sent_by_name',
    ]);
}

/** A run with the usernames of its signatures. */
export type RunRow = Awaited<ReturnType<ReturnType<typeof selectRuns>['executeTakeFirstOrThrow']>>;

/** One run by id; undefined when unknown. */
export function findRun(db: Db, id: number): Promise<RunRow | undefined> {
  return selectRuns(db).where('r.id', '=', id).executeTakeFirst();
}

/** Locks a run for the rest of the transaction and reads it; undefined when unknown. */
export async function lockRun(trx: Db, id: number): Promise<RunRow | undefined> {
  const locked = await trx
    .selectFrom('payment_runs')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findRun(trx, id) : undefined;
}

/** The live run of a month and cycle, if any. */
export function findLiveRun(db: Db, month: string, cycle: 1 | 2): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('payment_runs')
    .select('id')
    .where('month', '=', month)
    .where('cycle', '=', cycle)
    .where('status', 'not in', ['Rejected', 'Closed'])
    .executeTakeFirst();
}

/**
 * Inserts a Draft run; a second live run of the month and cycle fails on `payment_runs_live_key`
 * (two creates at once: the second waits for the first and fails when it commits).
 */
export async function insertRun(
  trx: Db,
  values: { month: string; cycle: 1 | 2; createdBy: number; now: Date },
): Promise<number> {
  const row = await trx
    .insertInto('payment_runs')
    .values({
      month: values.month,
      cycle: values.cycle,
      created_by: values.createdBy,
      created_at: values.now,
      calculated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a run's columns (status, stamps, totals). */
export async function updateRun(trx: Db, id: number, set: Updateable<PaymentRunsTable>): Promise<void> {
  await trx.updateTable('payment_runs').set(set).where('id', '=', id).execute();
}

/** One page of runs, newest first, and how many there are. */
export async function pageRuns(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: RunRow[]; total: number }> {
  const rows = await selectRuns(db).orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
  const counted = await db
    .selectFrom('payment_runs')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}
