import {
  type AllowLetterReissueParams,
  type CorrectPlacementDatesParams,
  endDateAfterCompletionMessage,
  MESSAGES,
  PLACEMENT_STATUS,
  type PlacementDatesCorrected,
  portalToday,
  REVOKE_REASON_MAX,
} from '@ojt/domain';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';
import { lockPlacementForChange } from '../placements/placement-service.ts';
import { correctDates, markRevoked, setLettersHeld, validLetters } from './letter-repository.ts';
import type { LetterDeps } from './letter-service.ts';

/**
 * The office lets the employer generate a new letter for a placement held after a revocation, with
 * its reason in the audit trail. 404 unknown placement, 409 when nothing is held.
 */
export async function allowLetterReissue(
  { db }: LetterDeps,
  admin: AuthUser,
  params: AllowLetterReissueParams,
) {
  await db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, params.PlacementId);
    if (!row) throw notFound(MESSAGES.placementNotFound);
    if (!(await setLettersHeld(trx, row.id, false))) throw conflict(MESSAGES.letterReissueNotHeld);
    await recordAudit(
      trx,
      admin,
      'letter.reissue-allowed',
      { type: 'placement', id: row.id },
      { learnerId: row.learner_id, empId: row.emp_id, reason: params.Reason },
    );
  });
}

/** The revocation reason of a letter whose dates a correction made wrong, within the reason's limit. */
function correctionReason(reason: string): string {
  return `Placement dates corrected: ${reason}`.slice(0, REVOKE_REASON_MAX);
}

/**
 * Corrects the start and end dates of a Placed or Completed placement, with the reason, in one
 * transaction: every letter still valid that states other dates is revoked (it certifies what did not
 * happen), and new letters are allowed again; they state the corrected dates. A Completed placement
 * cannot end after the day it was completed (400 naming EndDate). 404 unknown, 409 for any other
 * status or when the dates are those it has. The monthly stipend stays as fixed when placed.
 */
export async function correctPlacementDates(
  { db, clock }: LetterDeps,
  admin: AuthUser,
  params: CorrectPlacementDatesParams,
): Promise<PlacementDatesCorrected['data']> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const row = await lockPlacementForChange(trx, params.PlacementId);
    if (!row) throw notFound(MESSAGES.placementNotFound);
    const completed = row.status === PLACEMENT_STATUS.COMPLETED;
    if (!completed && row.status !== PLACEMENT_STATUS.PLACED)
      throw conflict(MESSAGES.datesOnlyPlacedOrCompleted);
    if (completed && row.eval_completed_at) {
      const completedOn = portalToday(row.eval_completed_at);
      if (params.EndDate > completedOn) {
        const message = endDateAfterCompletionMessage(completedOn);
        throw badRequest(message, { EndDate: message });
      }
    }
    if (row.start_date === params.StartDate && row.end_date === params.EndDate)
      throw conflict(MESSAGES.placementDatesUnchanged);

    const revokedLetterIds: number[] = [];
    for (const letter of await validLetters(trx, row.id)) {
      if (letter.start_date === params.StartDate && letter.end_date === params.EndDate) continue;
      const reason = correctionReason(params.Reason);
      const revoked = await markRevoked(trx, letter.id, reason, admin.id, now);
      if (!revoked) continue;
      revokedLetterIds.push(revoked.id);
      await recordAudit(
        trx,
        admin,
        'letter.revoked',
        { type: 'letter', id: revoked.id },
        { placementId: row.id, reason },
      );
    }
    await correctDates(trx, row.id, { startDate: params.StartDate, endDate: params.EndDate }, now);
    await recordAudit(
      trx,
      admin,
      'placement.dates-corrected',
      { type: 'placement', id: row.id },
      {
        learnerId: row.learner_id,
        empId: row.emp_id,
        previousStartDate: row.start_date,
        previousEndDate: row.end_date,
        startDate: params.StartDate,
        endDate: params.EndDate,
        reason: params.Reason,
        revokedLetterIds,
      },
    );
    return { placementId: row.id, startDate: params.StartDate, endDate: params.EndDate, revokedLetterIds };
  });
}
