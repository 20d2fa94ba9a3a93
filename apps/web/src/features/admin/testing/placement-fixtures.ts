import type { ExperienceLetter, Officer, PlacementDetail } from '@ojt/domain';

const pad = (n: number) => String(n).padStart(3, '0');

/**
 * A placement as GET /api/Admin/GetPlacementById answers it; `n` makes ids and names unique.
 * Selected (3) unless `overrides` says otherwise, applied on 2026-11-{n} at 14:00 UTC.
 */
export function makePlacement(n: number, overrides: Partial<PlacementDetail> = {}): PlacementDetail {
  const day = String(((n - 1) % 28) + 1).padStart(2, '0');
  return {
    placementId: n,
    learnerId: `L${pad(n)}`,
    learnerName: `Learner${n} Persad`,
    employerId: `EMP${pad(((n - 1) % 3) + 1)}`,
    employerName: `Company ${pad(((n - 1) % 3) + 1)} Ltd`,
    positionTitle: `Position ${n}`,
    sector: 4,
    placementStatus: 3,
    placementType: 1,
    appliedAt: `2026-11-${day}T14:00:00.000Z`,
    datePlaced: null,
    startDate: null,
    endDate: null,
    placementOfficer: null,
    pmeOfficer: null,
    placementAssistant: null,
    monthlyStipend: 4500,
    stipendQualification: { qualificationType: 'CAPE', certificateName: 'Accounting' },
    history: [
      { from: null, to: 1, by: `learner${n}`, at: `2026-11-${day}T14:00:00.000Z` },
      { from: 1, to: 3, by: 'employer-1', at: `2026-11-${day}T18:30:00.000Z` },
    ],
    letters: [],
    lettersHeld: false,
    placementComments: '',
    privateNotes: '',
    ...overrides,
  };
}

/** A letter issued for `placementId`, not revoked. */
export function makeLetter(letterId: number, placementId: number, overrides: Partial<ExperienceLetter> = {}) {
  const code = `7K3M-Q9TX-2HB${letterId}`;
  return {
    letterId,
    placementId,
    verificationCode: code,
    verifyUrl: `http://localhost/verify-letter/${code}`,
    issuedAt: '2026-11-20T15:00:00.000Z',
    revoked: false,
    revokedAt: null,
    revokeReason: null,
    ...overrides,
  } satisfies ExperienceLetter;
}

/** Two officers of each role, active. */
export function makeOfficers(): Officer[] {
  return [
    { id: 1, name: 'Anil Ramkissoon', role: 'placement', active: true },
    { id: 2, name: 'Beverly Joseph', role: 'placement', active: true },
    { id: 3, name: 'Carla Mohammed', role: 'pme', active: true },
    { id: 4, name: 'Dexter Charles', role: 'pme', active: true },
    { id: 5, name: 'Ebony Williams', role: 'assistant', active: true },
    { id: 6, name: 'Farid Ali', role: 'assistant', active: true },
  ];
}
