import {
  AGREEMENT_MESSAGES,
  type AgreementConditions,
  agreementConditionsBodySchema,
  type PlacementAgreement,
} from '@ojt/domain';
import { readPlacementAgreement } from '../../../test/fake-agreements';
import { parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';

/** The agreements part of the fake admin server's data. */
export interface AgreementData {
  /** By placement id; a placement without one answers 409 (never placed). */
  agreements: Record<number, PlacementAgreement>;
  conditions: AgreementConditions;
}

/** The agreement's calls of the office: a placement's agreement, its PDFs, the conditions; else null. */
export function agreementRoute(data: AgreementData, r: RecordedRequest): Response | null {
  const key = `${r.method} ${r.path}`;
  if (key === 'GET /api/Admin/AgreementConditions') return json(200, data.conditions);
  if (key === 'POST /api/Admin/AgreementConditions') {
    const parsed = parseParams(agreementConditionsBodySchema, { ...Object.fromEntries(r.query), ...r.body });
    if ('refusal' in parsed) return parsed.refusal;
    Object.assign(data.conditions, { text: parsed.values.text, updatedAt: '2026-12-01T13:00:00.000Z' });
    return json(200, { success: true, message: AGREEMENT_MESSAGES.conditionsSaved, data: data.conditions });
  }
  if (r.method !== 'GET') return null;
  return readPlacementAgreement(data.agreements, r) ?? null;
}
