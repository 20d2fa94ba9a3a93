import { PAYMENT_RUN_MESSAGES } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { countPendingLines, pendingLinesForFile, settleLine } from './run-lines-repository.ts';
import { assertRunFound } from './run-policy.ts';
import { findRun, lockRun, type RunRow, updateRun } from './run-repository.ts';

type Db = Kysely<Database>;

// What the bank file and results (bank-file-*, results-*) may ask of payment runs: the run with its
// lines to pay, whole account numbers included (only a bank file carries them), marking it Sent and
// recording the bank's results. Each takes the caller's transaction (or the database).

/** A run and its Pending lines with whole account numbers, in id order; 404 when unknown. */
export async function runForFile(db: Db, runId: number) {
  const run = await findRun(db, runId);
  assertRunFound(run);
  return { run, lines: await pendingLinesForFile(db, runId) };
}

/** A run and the lines the bank file writes. */
export type RunForFile = Awaited<ReturnType<typeof runForFile>>;

/**
 * Marks an Approved run Sent by `actor` at `now` (locks it; a run already Sent or Closed stays as it
 * was, so a second download changes nothing). 404 unknown, 409 for a Draft or Rejected run.
 */
export async function markRunSent(
  trx: Db,
  actor: Pick<AuthUser, 'id'>,
  runId: number,
  now: Date,
): Promise<RunRow> {
  const run = await lockRun(trx, runId);
  assertRunFound(run);
  if (run.status === 'Sent' || run.status === 'Closed') return run;
  if (run.status !== 'Approved') throw conflict(PAYMENT_RUN_MESSAGES.runFileOnlyApproved);
  await updateRun(trx, runId, { status: 'Sent', sent_by: actor.id, sent_at: now });
  return (await findRun(trx, runId))!;
}

/** One line's result from the bank. */
export interface LineResult {
  lineId: number;
  status: 'Paid' | 'Failed';
  failedReason?: string | null;
  /** 'YYYY-MM-DD' (Paid). */
  paidOn?: string | null;
}

/**
 * Records the bank's results on a Sent run's Pending lines (locks the run; a line not Pending is left
 * and listed in `unchanged`), and Closes the run once no line is Pending. 409 unless Sent.
 */
export async function recordLineResults(
  trx: Db,
  runId: number,
  results: readonly LineResult[],
  now: Date,
): Promise<{ settled: number[]; unchanged: number[]; closed: boolean }> {
  const run = await lockRun(trx, runId);
  assertRunFound(run);
  if (run.status !== 'Sent') throw conflict(PAYMENT_RUN_MESSAGES.runResultsOnlySent);
  const settled: number[] = [];
  const unchanged: number[] = [];
  for (const result of results) {
    const done = await settleLine(trx, runId, {
      lineId: result.lineId,
      status: result.status,
      failedReason: result.status === 'Failed' ? (result.failedReason ?? null) : null,
      paidOn: result.status === 'Paid' ? (result.paidOn ?? null) : null,
    });
    (done ? settled : unchanged).push(result.lineId);
  }
  const closed = (await countPendingLines(trx, runId)) === 0;
  if (closed) await updateRun(trx, runId, { status: 'Closed', closed_at: now });
  return { settled, unchanged, closed };
}
