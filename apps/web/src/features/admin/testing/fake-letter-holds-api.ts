import {
  allowLetterReissueParamsSchema,
  correctPlacementDatesParamsSchema,
  MESSAGES,
  PLACEMENT_STATUS,
} from '@ojt/domain';
import { type Actions, fail, notFound, type Params, parseParams } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import type { PlacementData } from './fake-placements-api';

// The office's answers to a revoked letter, as the real server gives them: allowing a new letter
// lifts the hold (409 when none), correcting the dates revokes the valid letters and lifts it too.

function allow(data: PlacementData, params: Params): Response {
  const parsed = parseParams(allowLetterReissueParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const placement = data.placements.find((p) => p.placementId === parsed.values.PlacementId);
  if (!placement) return notFound(MESSAGES.placementNotFound);
  if (!placement.lettersHeld) return fail(409, 'CONFLICT', MESSAGES.letterReissueNotHeld);
  placement.lettersHeld = false;
  return json(200, { success: true, message: MESSAGES.letterReissueAllowed });
}

function correctDates(data: PlacementData, params: Params): Response {
  const parsed = parseParams(correctPlacementDatesParamsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { PlacementId, StartDate, EndDate, Reason } = parsed.values;
  const placement = data.placements.find((p) => p.placementId === PlacementId);
  if (!placement) return notFound(MESSAGES.placementNotFound);
  const { PLACED, COMPLETED } = PLACEMENT_STATUS;
  if (placement.placementStatus !== PLACED && placement.placementStatus !== COMPLETED)
    return fail(409, 'CONFLICT', MESSAGES.datesOnlyPlacedOrCompleted);
  if (placement.startDate === StartDate && placement.endDate === EndDate)
    return fail(409, 'CONFLICT', MESSAGES.placementDatesUnchanged);
  // Here every valid letter is taken to state the old dates.
  const revoked = placement.letters.filter((letter) => !letter.revoked);
  for (const letter of revoked)
    Object.assign(letter, {
      revoked: true,
      revokedAt: '2026-11-24T12:00:00.000Z',
      revokeReason: `Placement dates corrected: ${Reason}`,
    });
  Object.assign(placement, { startDate: StartDate, endDate: EndDate, lettersHeld: false });
  const answer = { placementId: PlacementId, startDate: StartDate, endDate: EndDate };
  return json(200, {
    success: true,
    message: MESSAGES.placementDatesCorrected,
    data: { ...answer, revokedLetterIds: revoked.map((letter) => letter.letterId) },
  });
}

/** The letter-hold POSTs, by path. */
export const LETTER_HOLD_ACTIONS: Actions<PlacementData> = {
  '/api/Admin/AllowLetterReissue': allow,
  '/api/Admin/CorrectPlacementDates': correctDates,
};
