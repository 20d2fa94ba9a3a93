import {
  AGREEMENT_MESSAGES,
  type PlacementAgreement,
  type PlacementItem,
  setPlacementHoursBodySchema,
} from '@ojt/domain';
import { drawVersion, makeAgreement, readPlacementAgreement } from '../../../test/fake-agreements';
import {
  type Actions,
  fail,
  notFound,
  type Params,
  parseParams,
  type RecordedRequest,
} from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';

/** The agreements of the employer's placements, by placement id (none: the placement answers 409). */
export interface FakeAgreementData {
  applications: PlacementItem[];
  agreements: Record<number, PlacementAgreement>;
}

/** GET /api/Placements/{id}/Agreement and its PDFs; undefined for another path. */
export function readAgreements(data: FakeAgreementData, r: RecordedRequest): Response | undefined {
  return readPlacementAgreement(data.agreements, r);
}

/** POST /api/Employer/SetPlacementHours as the server answers it: a change draws a new version. */
function setHours(data: FakeAgreementData, params: Params): Response {
  const parsed = parseParams(setPlacementHoursBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { placementId, hoursPerWeek, days } = parsed.values;
  const application = data.applications.find((a) => a.placementId === placementId);
  if (!application) return notFound('Placement not found.');
  if (application.placementStatus !== 5) return fail(409, 'CONFLICT', AGREEMENT_MESSAGES.agreementOnlyPlaced);
  data.agreements[placementId] ??= makeAgreement(placementId);
  const agreement = data.agreements[placementId];
  const same = agreement.terms.hoursPerWeek === hoursPerWeek && agreement.terms.days.join() === days.join();
  if (!same) drawVersion(agreement, { hoursPerWeek, days });
  return json(200, {
    success: true,
    message: same ? AGREEMENT_MESSAGES.placementHoursUnchanged : AGREEMENT_MESSAGES.placementHoursSaved,
    data: { placementId, hoursPerWeek, days, version: agreement.version },
  });
}

/** The employer's agreement actions, by path. */
export const AGREEMENT_ACTIONS: Actions<FakeAgreementData> = {
  '/api/Employer/SetPlacementHours': setHours,
};
