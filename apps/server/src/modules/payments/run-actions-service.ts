import {
  type CreatePaymentRunParams,
  PAYMENT_RUN_MESSAGES,
  type PaymentRun,
  type PaymentRunDetail,
} from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { buildRunLines } from './run-build.ts';
import { deleteRunLines, linesOfRun } from './run-lines-repository.ts';
import { assertMayApproveRun, assertRunFound } from './run-policy.ts';
import { toPaymentRun, toPaymentRunDetail } from './run-presenters.ts';
import { findLiveRun, findRun, insertRun, lockRun, updateRun } from './run-repository.ts';
import { assertCanMoveRun, moveRun, totalsColumns } from './run-transitions.ts';

type RunDeps = Pick<Deps, 'db' | 'clock'>;

/** The unique index a database error names, when it is a unique violation. */
function uniqueViolation(error: unknown): string | null {
  const pgError = error as { code?: unknown; constraint?: unknown };
  return pgError?.code === '23505' && typeof pgError.constraint === 'string' ? pgError.constraint : null;
}

/**
 * A payment run's race lost to another request: a second live run of the month and cycle (two
 * creates at once: one run), or a month or claim another run took in the meantime. 409, never 500.
 */
function asRunConflict(error: unknown): unknown {
  switch (uniqueViolation(error)) {
    case 'payment_runs_live_key':
      return conflict(PAYMENT_RUN_MESSAGES.runExists);
    case 'payment_lines_timesheet_once':
    case 'payment_lines_claim_once':
      return conflict(PAYMENT_RUN_MESSAGES.runMonthTaken);
    default:
      return error;
  }
}

/**
 * Creates the Draft run of a month and cycle with its lines and totals (the audit trail records it).
 * 409 when a live run of that month and cycle exists: the unique index decides between two creates
 * at once, the loser waits for the winner's commit and is answered 409.
 */
export async function createPaymentRun(
  { db, clock }: RunDeps,
  auth: AuthUser,
  params: CreatePaymentRunParams,
): Promise<PaymentRunDetail> {
  const { Month: month, Cycle: cycle } = params;
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findLiveRun(trx, month, cycle)) throw conflict(PAYMENT_RUN_MESSAGES.runExists);
      const now = clock.now();
      const id = await insertRun(trx, { month, cycle, createdBy: auth.id, now });
      const totals = await buildRunLines(trx, { id, month, cycle });
      await updateRun(trx, id, totalsColumns(totals));
      await recordAudit(
        trx,
        auth,
        'payment-run.created',
        { type: 'payment-run', id },
        { month, cycle, ...totals },
      );
      return toPaymentRunDetail((await findRun(trx, id))!, await linesOfRun(trx, id));
    });
  } catch (error) {
    throw asRunConflict(error);
  }
}

/** Works a Draft run's lines out again (bank details changed since included); 409 once approved. */
export async function recalculatePaymentRun(
  { db, clock }: RunDeps,
  auth: AuthUser,
  runId: number,
): Promise<PaymentRunDetail> {
  try {
    return await db.transaction().execute(async (trx) => {
      const run = await lockRun(trx, runId);
      assertRunFound(run);
      assertCanMoveRun(run, 'recalculate');
      const now = clock.now();
      await deleteRunLines(trx, run.id);
      // The run's new moment first: a month held back before is paid once its bank details came after it.
      await updateRun(trx, run.id, { calculated_at: now });
      const totals = await buildRunLines(trx, {
        id: run.id,
        month: run.month,
        cycle: Number(run.cycle) as 1 | 2,
      });
      const after = await moveRun(trx, auth, run, 'recalculate', { now, set: totalsColumns(totals) });
      return toPaymentRunDetail(after, await linesOfRun(trx, run.id));
    });
  } catch (error) {
    throw asRunConflict(error);
  }
}

/** The second signature: approves a Draft run (403 for its creator), freezing its lines. */
export async function approvePaymentRun(
  { db, clock }: RunDeps,
  auth: AuthUser,
  runId: number,
): Promise<PaymentRun> {
  return db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, runId);
    assertRunFound(run);
    assertMayApproveRun(auth, run);
    return toPaymentRun(await moveRun(trx, auth, run, 'approve', { now: clock.now() }));
  });
}

/** Rejects a Draft run, or an Approved one not yet sent, with a reason: its months are payable again. */
export async function rejectPaymentRun(
  { db, clock }: RunDeps,
  auth: AuthUser,
  params: { RunId: number; Reason: string },
): Promise<PaymentRun> {
  return db.transaction().execute(async (trx) => {
    const run = await lockRun(trx, params.RunId);
    assertRunFound(run);
    return toPaymentRun(await moveRun(trx, auth, run, 'reject', { now: clock.now(), reason: params.Reason }));
  });
}
