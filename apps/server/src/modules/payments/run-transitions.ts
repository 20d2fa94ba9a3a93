import {
  type AuditAction,
  canApproveRun,
  canRecalculateRun,
  canRejectRun,
  PAYMENT_RUN_MESSAGES,
  type RunTotals,
} from '@ojt/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database, PaymentRunsTable } from '../../db/schema.ts';
import { conflict } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { releaseRunLines } from './run-lines-repository.ts';
import { findRun, type RunRow, updateRun } from './run-repository.ts';

type Db = Kysely<Database>;

/** What a run goes through after it is created. */
export type RunMove = 'recalculate' | 'approve' | 'reject';

const RULES: Record<
  RunMove,
  { allowed: (s: RunRow['status']) => boolean; refused: string; audit: AuditAction }
> = {
  recalculate: {
    allowed: canRecalculateRun,
    refused: PAYMENT_RUN_MESSAGES.runRecalculateOnlyDraft,
    audit: 'payment-run.recalculated',
  },
  approve: {
    allowed: canApproveRun,
    refused: PAYMENT_RUN_MESSAGES.runApproveOnlyDraft,
    audit: 'payment-run.approved',
  },
  reject: {
    allowed: canRejectRun,
    refused: PAYMENT_RUN_MESSAGES.runRejectOnlyDraftOrApproved,
    audit: 'payment-run.rejected',
  },
};

/** 409 with the rule's text unless the run's state allows `move`. */
export function assertCanMoveRun(run: Pick<RunRow, 'status'>, move: RunMove): void {
  if (!RULES[move].allowed(run.status)) throw conflict(RULES[move].refused);
}

/** The columns of a run's totals. */
export function totalsColumns(totals: RunTotals) {
  return { total_cents: totals.totalCents, line_count: totals.lineCount, held_count: totals.heldCount };
}

/**
 * The one way a created run changes (recalculate, approve, reject): checks the domain's rule, writes
 * the status and stamps (`set`; a rejected run's lines stop holding their months), records the audit
 * entry, in the caller's transaction; the caller holds the run's lock. Answers the run as it is now.
 */
export async function moveRun(
  trx: Db,
  actor: AuthUser,
  run: RunRow,
  move: RunMove,
  change: { now: Date; set?: Updateable<PaymentRunsTable>; reason?: string },
): Promise<RunRow> {
  assertCanMoveRun(run, move);
  const { now, reason } = change;
  const stamps: Updateable<PaymentRunsTable> =
    move === 'approve'
      ? { status: 'Approved', approved_by: actor.id, approved_at: now }
      : move === 'reject'
        ? { status: 'Rejected', rejected_by: actor.id, rejected_at: now, rejected_reason: reason ?? null }
        : {};
  await updateRun(trx, run.id, { ...change.set, ...stamps });
  if (move === 'reject') await releaseRunLines(trx, run.id);
  const after = (await findRun(trx, run.id))!;
  await recordAudit(
    trx,
    actor,
    RULES[move].audit,
    { type: 'payment-run', id: run.id },
    {
      month: run.month,
      cycle: run.cycle,
      totalCents: Number(after.total_cents),
      lineCount: after.line_count,
      heldCount: after.held_count,
      ...(reason ? { reason } : {}),
    },
  );
  return after;
}
