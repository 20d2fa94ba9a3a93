import {
  type ApplicantRecord,
  applicantRecordSchema,
  type ExperienceLetter,
  type PlacementItem,
} from '@ojt/domain';
import { learnerRecord, placement } from '../../../test/fixtures';

// The shared records are the signed-in employer's own (`storeSession('employer')` is `employer-1`,
// Caribbean Tech Ltd): its positions (IT sector, one CVQ requirement), openings (1 to 30 Nov 2026)
// and applications (Applied on 2 Nov 2026).
export {
  employerRecord as makeEmployerRecord,
  jobOpening as makeOpening,
  jobPosition as makePosition,
} from '../../../test/fixtures';

/**
 * An application (Applied on 2 Nov 2026), with no stipend and no letters yet (issue 10's fields)
 * unless `overrides` set them.
 */
export function makeApplication(
  ...[id, position, opening, learner, overrides = {}]: Parameters<typeof placement>
) {
  const item: PlacementItem = placement(id, position, opening, learner, {
    monthlyStipend: null,
    letters: [],
    ...overrides,
  });
  return item;
}

/** A Placed application's fields: placed 1 Dec 2026, 4 Jan – 30 Jun 2027, its three officers, TTD 4,500. */
export const PLACED: Partial<PlacementItem> = {
  placementStatus: 5,
  datePlaced: '2026-12-01',
  startDate: '2027-01-04',
  endDate: '2027-06-30',
  placementofficer: 'Dana Ali',
  pmeofficer: 'Marc Joseph',
  placementAssistant: 'Renee Baptiste',
  monthlyStipend: 4500,
};

/** A Completed placement: Placed, then evaluated 5, 4, 4, 4 (overall 4.3) on 30 Jun 2027. */
export const COMPLETED: Partial<PlacementItem> = {
  ...PLACED,
  placementStatus: 7,
  evaluation: {
    attendance: 5,
    punctuality: 4,
    quality: 4,
    teamwork: 4,
    remarks: 'Reliable and keen to learn.',
    completedEarlyReason: null,
    completedAt: '2027-06-30T16:00:00',
    overall: 4.3,
  },
};

/** An issued letter `id` for `placementId` (code 7K3M-Q9TX-2HB{id}), issued 2 Jul 2027. */
export function makeLetter(
  id: number,
  placementId: number,
  overrides: Partial<ExperienceLetter> = {},
): ExperienceLetter {
  const code = `7K3M-Q9TX-2HB${id}`;
  return {
    letterId: id,
    placementId,
    verificationCode: code,
    verifyUrl: `http://localhost/verify-letter/${code}`,
    issuedAt: '2027-07-02T14:00:00.000Z',
    revoked: false,
    revokedAt: null,
    revokeReason: null,
    ...overrides,
  };
}

/**
 * An applicant (Kiran Persad of Chaguanas), as GetLearnerById answers an employer: the reduced view,
 * without a disability unless `overrides` gives one (the learner shared it).
 */
export function makeLearner(id: string, overrides: Partial<ApplicantRecord> = {}): ApplicantRecord {
  const full = learnerRecord({
    learnerId: id,
    firstName: 'Kiran',
    lastName: 'Persad',
    emailPersonal: 'kiran@mail.tt',
  });
  const { disability: _d, disabilitytype: _t, ...reduced } = applicantRecordSchema.parse(full);
  return { ...reduced, ...overrides };
}
