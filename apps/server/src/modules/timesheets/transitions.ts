import {
  type AuditAction,
  canApproveTimesheet,
  canCorrectTimesheet,
  canReturnTimesheet,
  canSaveTimesheet,
  canSubmitTimesheet,
  MESSAGES,
  type TimesheetStatus,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Notice } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { type TimesheetChange, type TimesheetWithKeys, updateTimesheet } from './timesheet-repository.ts';

type Db = Kysely<Database>;

/** What a month can go through after its saves: the learner submits, the employer approves or returns, the office corrects. */
export type TimesheetMove = 'submit' | 'approve' | 'return' | 'correct';

const STATUS_AFTER: Record<TimesheetMove, TimesheetStatus> = {
  submit: 'Submitted',
  approve: 'Approved',
  return: 'Returned',
  correct: 'Approved',
};

const AUDITED: Partial<Record<TimesheetMove, AuditAction>> = {
  approve: 'timesheet.approved',
  return: 'timesheet.returned',
  correct: 'timesheet.corrected',
};

/** What goes with a move, in its transaction. */
export interface TimesheetTransition {
  now: Date;
  /** The month's and the next month's holidays (when a month may be submitted). */
  holidays: ReadonlySet<string>;
  /** Columns written with the status: figures, stamps, the reason. */
  set?: TimesheetChange;
  /** What the audit entry says beyond the month, its placement and people (reasons, amounts). */
  detail?: Record<string, string | number | null>;
  notices?: readonly Notice[];
}

/** Why the domain's rules refuse `move` for this month now, as the text a 409 answers; null when allowed. */
export function refusal(
  row: Pick<TimesheetWithKeys, 'status' | 'month'>,
  move: TimesheetMove,
  t: TimesheetTransition,
) {
  switch (move) {
    case 'submit':
      if (!canSaveTimesheet(row.status)) return MESSAGES.submitOnlyDraftOrReturned;
      return canSubmitTimesheet(row.status, row.month, t.holidays, t.now) ? null : MESSAGES.submitTooEarly;
    case 'approve':
      return canApproveTimesheet(row.status) ? null : MESSAGES.approveOnlySubmitted;
    case 'return':
      return canReturnTimesheet(row.status) ? null : MESSAGES.returnOnlySubmitted;
    case 'correct':
      return canCorrectTimesheet(row.status) ? null : MESSAGES.correctOnlyApproved;
  }
}

/** 409 with the rule's text unless the domain's rules allow `move` for this month now. */
export function assertCanMoveTimesheet(
  row: Pick<TimesheetWithKeys, 'status' | 'month'>,
  move: TimesheetMove,
  transition: TimesheetTransition,
): void {
  const refused = refusal(row, move, transition);
  if (refused !== null) throw conflict(refused);
}

/**
 * The one way a month's state changes (submit, approve, return, correct): checks the domain's rule,
 * writes the status with the transition's columns, records the audit entry (approve, return,
 * correct) and sends the notices, all in the caller's transaction; the caller holds the month's lock.
 * Answers the month as it is now.
 */
export async function moveTimesheet(
  { notify }: Pick<Deps, 'notify'>,
  trx: Db,
  actor: AuthUser,
  row: TimesheetWithKeys,
  move: TimesheetMove,
  transition: TimesheetTransition,
): Promise<TimesheetWithKeys> {
  assertCanMoveTimesheet(row, move, transition);
  const updated = await updateTimesheet(
    trx,
    row,
    { ...transition.set, status: STATUS_AFTER[move] },
    transition.now,
  );
  const action = AUDITED[move];
  if (action) {
    await recordAudit(
      trx,
      actor,
      action,
      { type: 'timesheet', id: row.id },
      {
        placementId: row.placement_id,
        month: row.month,
        learnerId: row.learner_key,
        empId: row.emp_key,
        ...transition.detail,
      },
    );
  }
  for (const { event, recipient } of transition.notices ?? []) await notify(trx, event, recipient);
  return updated;
}
