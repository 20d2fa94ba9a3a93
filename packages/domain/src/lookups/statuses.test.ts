import { describe, expect, it } from 'vitest';
import {
  canScheduleInterview,
  canSetOutcome,
  canWithdrawPlacement,
  hasInterviewDate,
  isPlacementWithdrawn,
  isSelectedPlacementStatus,
  JOB_POSITION_STATUS,
  jobOpeningStatusLabel,
  jobPositionStatusLabel,
  LEARNER_STATUS,
  learnerStatusLabel,
  outcomePlacementStatus,
  PLACEMENT_STATUS,
  PLACEMENT_STATUSES,
  placementStatusLabel,
} from './statuses.ts';

describe('job position status', () => {
  it('reads 1 Active, 0 Inactive, 2 Draft and anything else as Draft', () => {
    expect(JOB_POSITION_STATUS).toEqual({ INACTIVE: 0, ACTIVE: 1, DRAFT: 2 });
    expect(jobPositionStatusLabel(1)).toBe('Active');
    expect(jobPositionStatusLabel('0')).toBe('Inactive');
    expect(jobPositionStatusLabel(2)).toBe('Draft');
    expect(jobPositionStatusLabel(7)).toBe('Draft');
    expect(jobPositionStatusLabel(null)).toBe('Draft');
    expect(jobPositionStatusLabel('')).toBe('Draft');
  });

  it('reads opening status 1 as Active, otherwise Inactive', () => {
    expect(jobOpeningStatusLabel(1)).toBe('Active');
    expect(jobOpeningStatusLabel(0)).toBe('Inactive');
  });
});

describe('learner status', () => {
  it('reads 0 Pending, 1 Approved, 2 Rejected, else Unknown', () => {
    expect(LEARNER_STATUS).toEqual({ PENDING: 0, APPROVED: 1, REJECTED: 2 });
    expect(learnerStatusLabel(0)).toBe('Pending');
    expect(learnerStatusLabel(1)).toBe('Approved');
    expect(learnerStatusLabel('2')).toBe('Rejected');
    expect(learnerStatusLabel(3)).toBe('Unknown');
    expect(learnerStatusLabel(null)).toBe('Unknown');
    expect(learnerStatusLabel(undefined)).toBe('Unknown');
  });
});

describe('placement status', () => {
  it('numbers the statuses as PRODUCT.md §4 does', () => {
    expect(PLACEMENT_STATUSES.map((row) => `${row.id} ${row.name}`)).toEqual([
      '1 Applied',
      '2 Interview scheduled',
      '3 Selected',
      '4 Not selected',
      '5 Placed',
      '6 Withdrawn',
      '7 Completed',
    ]);
    expect(PLACEMENT_STATUS.WITHDRAWN).toBe(6);
    expect(placementStatusLabel(2)).toBe('Interview scheduled');
    expect(placementStatusLabel(8)).toBe('');
  });

  it('counts Selected and Placed as selected candidates', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter(isSelectedPlacementStatus)).toEqual([3, 5]);
  });

  it('allows withdrawing only an Applied placement without an interview', () => {
    expect(canWithdrawPlacement({ placementStatus: 1 })).toBe(true);
    expect(canWithdrawPlacement({ placementStatus: 1, interviewDate: '' })).toBe(true);
    expect(canWithdrawPlacement({ placementStatus: 1, interviewDate: '2026-12-01' })).toBe(false);
    expect(canWithdrawPlacement({ placementStatus: 2 })).toBe(false);
    expect(canWithdrawPlacement({ placementStatus: 6 })).toBe(false);
  });

  it('reads a blank or missing interview date as no interview', () => {
    expect(hasInterviewDate({ interviewDate: '2026-12-01' })).toBe(true);
    expect(hasInterviewDate({ interviewDate: '  ' })).toBe(false);
    expect(hasInterviewDate({ interviewDate: null })).toBe(false);
    expect(hasInterviewDate({})).toBe(false);
  });

  it('knows a withdrawn placement, as a number or as text', () => {
    expect(isPlacementWithdrawn({ placementStatus: 6 })).toBe(true);
    expect(isPlacementWithdrawn({ placementStatus: '6' })).toBe(true);
    expect(isPlacementWithdrawn({ placementStatus: 1 })).toBe(false);
  });

  it('allows scheduling an interview only while Applied or Interview scheduled', () => {
    const allowed = [1, 2, 3, 4, 5, 6, 7].filter((status) =>
      canScheduleInterview({ placementStatus: status }),
    );
    expect(allowed).toEqual([1, 2]);
    expect(canScheduleInterview({ placementStatus: '2' })).toBe(true);
    expect(canScheduleInterview({ placementStatus: null })).toBe(false);
  });

  it('allows an outcome before placement, never the one the placement already has', () => {
    const from = (outcome: 'selected' | 'not-selected') =>
      [1, 2, 3, 4, 5, 6, 7].filter((status) => canSetOutcome({ placementStatus: status }, outcome));
    expect(from('selected')).toEqual([1, 2, 4]);
    expect(from('not-selected')).toEqual([1, 2, 3]);
    expect(outcomePlacementStatus('selected')).toBe(PLACEMENT_STATUS.SELECTED);
    expect(outcomePlacementStatus('not-selected')).toBe(PLACEMENT_STATUS.NOT_SELECTED);
  });
});
