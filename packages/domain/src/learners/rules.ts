import { toStatusNumber } from '../shared/lookups/find-by-key.ts';

/** Learner account status values (`learnerStatus`). */
export const LEARNER_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** A learner status value. */
export type LearnerStatus = (typeof LEARNER_STATUS)[keyof typeof LEARNER_STATUS];

/** 'Pending' for 0, 'Approved' for 1, 'Rejected' for 2, 'Unknown' otherwise. */
export function learnerStatusLabel(status: unknown): 'Pending' | 'Approved' | 'Rejected' | 'Unknown' {
  const value = toStatusNumber(status);
  if (value === LEARNER_STATUS.PENDING) return 'Pending';
  if (value === LEARNER_STATUS.APPROVED) return 'Approved';
  if (value === LEARNER_STATUS.REJECTED) return 'Rejected';
  return 'Unknown';
}
