import { EXIT_REASONS, type PlacementLifeReport } from '@ojt/domain';
import type { FakeReview } from './fake-reviews-api';

/** The learner's part of a fixture review. */
export const LEARNER_PART = {
  rating: 4,
  whatWouldHelp: 'More time on the tills',
  at: '2026-11-20T14:00:00.000Z',
};
/** The supervisor's part of a fixture review. */
export const EMPLOYER_PART = {
  attendance: 5,
  punctuality: 4,
  quality: 3,
  teamwork: 2,
  remarks: 'Keen, quiet in meetings',
  at: '2026-11-21T14:00:00.000Z',
};

/** Review `n` of Learner{n} Persad at Company 00{n} Ltd, due and open, no part filled, officer 1. */
export function makeReview(n: number, overrides: Partial<FakeReview> = {}): FakeReview {
  return {
    reviewId: n,
    placementId: 100 + n,
    seq: 1,
    learnerName: `Learner${n} Persad`,
    employerName: `Company ${String(n).padStart(3, '0')} Ltd`,
    dueDate: `2026-12-${String(n).padStart(2, '0')}`,
    scheduledAt: null,
    where: null,
    status: 'due',
    learnerDone: false,
    employerDone: false,
    risk: null,
    learnerPart: null,
    employerPart: null,
    actions: null,
    signedOffAt: null,
    officerId: 1,
    ...overrides,
  };
}

/** A placement life report (issue 29) with nothing in it: what the fake admin API answers by default. */
export function makeQuietPlacementLife(): PlacementLifeReport {
  return {
    from: '2025-12-01',
    to: '2026-11-24',
    sector: null,
    employerType: null,
    earlyExits: { total: 0, byReason: EXIT_REASONS.map((reason) => ({ reason, count: 0 })), byMonth: [] },
    reviewsOnTime: { signedOff: 0, onTime: 0, rate: null },
    ratings: {
      reviews: 0,
      learner: null,
      attendance: null,
      punctuality: null,
      quality: null,
      teamwork: null,
    },
  };
}
