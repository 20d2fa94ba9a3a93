import {
  type ApplicationOutcome,
  type AuditAction,
  canChangeCircumstance,
  canCompletePlacement,
  canPlace,
  canScheduleInterview,
  canSetOutcome,
  MESSAGES,
  PLACEMENT_STATUS,
  withdrawRefusal,
} from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Notice } from '../../notifications/notify.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { insertStatusChange, type PlacementChange, updatePlacement } from './placement-repository.ts';

type Db = Kysely<Database>;

const {
  APPLIED,
  INTERVIEW_SCHEDULED,
  SELECTED,
  NOT_SELECTED,
  PLACED,
  COMPLETED,
  WITHDRAWN,
  TRANSFERRED,
  EXITED_EARLY,
} = PLACEMENT_STATUS;

/** What a status change reads of its placement: `status` null for one being created. */
export interface Moving {
  id: number;
  status: number | null;
  interview_date?: string | null;
  learner_id: string;
  emp_id: string;
}

/** What goes with a status change, in its transaction. */
export interface Transition {
  /** The moment of the change (the injected clock's now), written as the placement's update time. */
  now: Date;
  /** Columns written with the status (interview, dates, officers, stipend, end date). */
  set?: Omit<PlacementChange, 'status'>;
  /** The audit entry, for the changes the trail records; it names the learner and the employer. */
  audit?: { action: AuditAction; detail?: Record<string, unknown> };
  /** The notices the change sends. */
  notices?: readonly Notice[];
}

const WITHDRAW_REFUSALS = {
  none: null,
  interview: MESSAGES.cannotWithdrawInterviewScheduled,
  decided: MESSAGES.withdrawOnlyApplied,
} as const;

const OUTCOMES: Partial<Record<number, ApplicationOutcome>> = {
  [SELECTED]: 'selected',
  [NOT_SELECTED]: 'not-selected',
};

/**
 * Why the domain's rules refuse moving this placement to `to`, as the text a 409 answers; null when
 * they allow it. Staying where it is (a moved interview) is allowed where the rule allows it.
 */
export function refusal(placement: Moving, to: number): string | null {
  const state = { placementStatus: placement.status, interviewDate: placement.interview_date };
  switch (to) {
    case APPLIED:
      return placement.status === null ? null : MESSAGES.alreadyApplied;
    case WITHDRAWN:
      return WITHDRAW_REFUSALS[withdrawRefusal(state) ?? 'none'];
    case INTERVIEW_SCHEDULED:
      return canScheduleInterview(state) ? null : MESSAGES.interviewNotAllowed;
    case SELECTED:
    case NOT_SELECTED:
      return canSetOutcome(state, OUTCOMES[to]!) ? null : MESSAGES.outcomeNotAllowed;
    case PLACED:
      if (placement.status === PLACED) return MESSAGES.alreadyPlaced;
      return canPlace(state) ? null : MESSAGES.placeOnlySelected;
    case COMPLETED:
      if (placement.status === COMPLETED) return MESSAGES.placementAlreadyCompleted;
      return canCompletePlacement(state) ? null : MESSAGES.completeNotPlaced;
    case TRANSFERRED:
    case EXITED_EARLY:
      return canChangeCircumstance(state) ? null : MESSAGES.changeOnlyPlaced;
    default:
      throw new Error(`no rule moves a placement to status ${to}`);
  }
}

/** 409 with the rule's text unless the domain's rules allow moving the placement to `to`. */
export function assertCanMove(placement: Moving, to: number): void {
  const refused = refusal(placement, to);
  if (refused !== null) throw conflict(refused);
}

/**
 * The one way a placement's status changes (apply, withdraw, schedule, select or not select, place,
 * complete, transfer, exit early): checks the domain's rule, writes the status with the transition's columns, records the
 * move in the placement's history (from null for a new application), and writes the audit entry and
 * the notices, all in the caller's transaction. The caller holds the placement's lock.
 */
export async function changeStatus(
  { notify }: Pick<Deps, 'notify'>,
  trx: Db,
  actor: AuthUser,
  placement: Moving,
  to: number,
  transition: Transition,
): Promise<void> {
  assertCanMove(placement, to);
  // An interview moved keeps its status: the rule still applies, the history has nothing to add.
  const moves = placement.status !== to;
  if (placement.status !== null && (moves || transition.set)) {
    await updatePlacement(
      trx,
      placement.id,
      { ...transition.set, ...(moves ? { status: to } : {}) },
      transition.now,
    );
  }
  if (moves) {
    await insertStatusChange(trx, {
      placementId: placement.id,
      from: placement.status,
      to,
      by: actor.id,
      at: transition.now,
    });
  }
  if (transition.audit) {
    await recordAudit(
      trx,
      actor,
      transition.audit.action,
      { type: 'placement', id: placement.id },
      { learnerId: placement.learner_id, empId: placement.emp_id, ...transition.audit.detail },
    );
  }
  for (const { event, recipient } of transition.notices ?? []) await notify(trx, event, recipient);
}
