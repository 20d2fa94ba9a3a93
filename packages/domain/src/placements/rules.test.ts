import { describe, expect, it } from 'vitest';
import {
  canScheduleInterview,
  canSetOutcome,
  canWithdrawPlacement,
  hasInterviewDate,
  isPlacementWithdrawn,
  isSelectedPlacementStatus,
  outcomePlacementStatus,
  PLACEMENT_STATUS,
  PLACEMENT_STATUSES,
  placementStatusLabel,
  withdrawRefusal,
} from './rules.ts';

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
      '8 Transferred',
      '9 Exited early',
    ]);
    expect(PLACEMENT_STATUS.WITHDRAWN).toBe(6);
    expect(placementStatusLabel(2)).toBe('Interview scheduled');
    expect(placementStatusLabel(8)).toBe('Transferred');
    expect(placementStatusLabel(10)).toBe('');
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

  it('says why a withdrawal is refused: an interview, or a decision already made', () => {
    expect(withdrawRefusal({ placementStatus: 1 })).toBe(null);
    expect(withdrawRefusal({ placementStatus: 1, interviewDate: '2026-12-01' })).toBe('interview');
    expect(withdrawRefusal({ placementStatus: 2, interviewDate: '2026-12-01' })).toBe('interview');
    expect(withdrawRefusal({ placementStatus: 2 })).toBe('interview');
    for (const status of [3, 4, 5, 6, 7])
      expect(withdrawRefusal({ placementStatus: status })).toBe('decided');
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
