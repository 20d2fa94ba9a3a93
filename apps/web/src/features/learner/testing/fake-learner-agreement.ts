import {
  AGREEMENT_MESSAGES,
  confirmAgreementParamsSchema,
  type PlacementAgreement,
  queryAgreementParamsSchema,
} from '@ojt/domain';
import { makeAgreement } from '../../../test/fake-agreements';
import { type Actions, fail, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';

/** The fixture is shared with the employer's and admin's fakes. */
export { makeAgreement };

/** The agreements of the learner's placements, by placement id (made on first read when not seeded). */
export interface FakeAgreementData {
  agreements: Record<number, PlacementAgreement>;
}

function agreementOf(data: FakeAgreementData, placementId: number): PlacementAgreement {
  data.agreements[placementId] ??= makeAgreement(placementId);
  return data.agreements[placementId];
}

/** GET /api/Learner/PlacementAgreement ?PlacementId; undefined for another path. */
export function readAgreement(data: FakeAgreementData, r: RecordedRequest): Response | undefined {
  if (r.path !== '/api/Learner/PlacementAgreement') return undefined;
  return json(200, agreementOf(data, Number(r.query.get('PlacementId'))));
}

function confirm(data: FakeAgreementData, params: Params): Response {
  const result = parseParams(confirmAgreementParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const agreement = agreementOf(data, result.values.PlacementId);
  if (result.values.Version !== agreement.version)
    return fail(409, 'CONFLICT', AGREEMENT_MESSAGES.agreementNotLatest);
  if (agreement.confirmedAt) return fail(409, 'CONFLICT', AGREEMENT_MESSAGES.agreementAlreadyConfirmed);
  agreement.confirmedAt = '2026-12-01T13:00:00.000Z';
  agreement.overdue = false;
  agreement.versions = agreement.versions.map((v) =>
    v.version === agreement.version ? { ...v, confirmedAt: agreement.confirmedAt } : v,
  );
  return json(200, { success: true, message: AGREEMENT_MESSAGES.agreementConfirmed, data: agreement });
}

function ask(data: FakeAgreementData, params: Params): Response {
  const result = parseParams(queryAgreementParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const agreement = agreementOf(data, result.values.PlacementId);
  agreement.questions = [
    ...agreement.questions,
    { version: agreement.version, text: result.values.Question, askedAt: '2026-12-01T13:00:00.000Z' },
  ];
  return json(200, { success: true, message: AGREEMENT_MESSAGES.agreementQuestionSent, data: agreement });
}

/** The learner's agreement actions, by path. */
export const AGREEMENT_ACTIONS: Actions<FakeAgreementData> = {
  '/api/Learner/ConfirmAgreement': confirm,
  '/api/Learner/QueryAgreement': ask,
};
