import { AGREEMENT_MESSAGES, DEFAULT_AGREEMENT_CONDITIONS, type PlacementAgreement } from '@ojt/domain';
import { fail, notFound, type RecordedRequest } from './fake-api';
import { json } from './fetch-mock';

// The placement agreement (issue 29) as the fake servers of the learner's, employer's and admin's
// tests answer it: one agreement per placement id.

/** An agreement as the server answers it: version 1, drawn on 28 Nov 2026, not confirmed. */
export function makeAgreement(
  placementId: number,
  overrides: Partial<PlacementAgreement> = {},
): PlacementAgreement {
  return {
    placementId,
    version: 1,
    drawnAt: '2026-11-28T14:00:00.000Z',
    confirmBy: '2026-12-12',
    confirmedAt: null,
    overdue: false,
    fingerprint: 'a'.repeat(64),
    terms: {
      learnerName: 'Asha Ramdial',
      employerName: 'Caribbean Steel Ltd',
      positionTitle: 'Welder',
      sectorName: 'Manufacturing',
      siteAddress: '12 Wrightson Road, Port of Spain',
      startDate: '2027-01-04',
      endDate: '2027-06-30',
      hoursPerWeek: 40,
      days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      stipendLevel: 2,
      monthlyStipendCents: 396_000,
      placementOfficer: 'Dana Ali',
      pmeOfficer: 'Marc Joseph',
      placementAssistant: 'Renee Baptiste',
      conditions: DEFAULT_AGREEMENT_CONDITIONS,
    },
    versions: [
      { version: 1, drawnAt: '2026-11-28T14:00:00.000Z', confirmBy: '2026-12-12', confirmedAt: null },
    ],
    questions: [],
    ...overrides,
  };
}

const AGREEMENT_PATH = /^\/api\/Placements\/(\d+)\/Agreement$/;
const PDF_PATH = /^\/api\/Placements\/(\d+)\/Agreement\/(\d+)\/pdf$/;

/**
 * GET /api/Placements/{id}/Agreement and its versions' PDFs from `agreements` (a placement without
 * one answers 409, as one never placed does); undefined for another path.
 */
export function readPlacementAgreement(
  agreements: Record<number, PlacementAgreement>,
  r: RecordedRequest,
): Response | undefined {
  const read = AGREEMENT_PATH.exec(r.path);
  if (read) {
    const agreement = agreements[Number(read[1])];
    return agreement ? json(200, agreement) : fail(409, 'CONFLICT', AGREEMENT_MESSAGES.agreementNoneYet);
  }
  const pdf = PDF_PATH.exec(r.path);
  if (!pdf) return undefined;
  const agreement = agreements[Number(pdf[1])];
  if (!agreement?.versions.some((v) => v.version === Number(pdf[2])))
    return notFound(AGREEMENT_MESSAGES.agreementVersionNotFound);
  return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
}

/** Version `version` drawn after the latest (the terms changed): newest first, not confirmed. */
export function drawVersion(agreement: PlacementAgreement, terms: Partial<PlacementAgreement['terms']>) {
  const version = agreement.version + 1;
  const drawnAt = '2026-12-02T13:00:00.000Z';
  Object.assign(agreement, {
    version,
    drawnAt,
    confirmBy: '2026-12-16',
    confirmedAt: null,
    overdue: false,
    terms: { ...agreement.terms, ...terms },
    versions: [{ version, drawnAt, confirmBy: '2026-12-16', confirmedAt: null }, ...agreement.versions],
  });
}
