import { describe, expect, it } from 'vitest';
import { monthOfPlacement } from '../reports/schemas-life.ts';
import {
  caseloadUrgency,
  cutOffDayOf,
  isBreakEndingSoon,
  monthAttention,
  monthWindowStart,
  sortCaseloadItems,
} from './rules.ts';

const NONE = new Set<string>();

describe('caseload rules', () => {
  it('shows a month from 5 working days before its cut-off day', () => {
    // Nov 2026: cut-off Tue 1 Dec; 5 working days before: Tue 24 Nov.
    expect(cutOffDayOf('2026-11', NONE)).toBe('2026-12-01');
    expect(monthWindowStart('2026-11', NONE)).toBe('2026-11-24');
    expect(monthWindowStart('2026-11', new Set(['2026-11-26']))).toBe('2026-11-23');
  });

  it('says what a month still needs', () => {
    expect(monthAttention(null)).toBe('month-not-submitted');
    expect(monthAttention('Returned')).toBe('month-not-submitted');
    expect(monthAttention('Submitted')).toBe('month-not-approved');
    expect(monthAttention('Approved')).toBeNull();
  });

  it('shows breaks ending within 14 days', () => {
    expect(isBreakEndingSoon('2026-11-10', '2026-11-10')).toBe(true);
    expect(isBreakEndingSoon('2026-11-24', '2026-11-10')).toBe(true);
    expect(isBreakEndingSoon('2026-11-25', '2026-11-10')).toBe(false);
    expect(isBreakEndingSoon('2026-11-09', '2026-11-10')).toBe(false);
  });

  it('orders overdue first, then High risk, then by date', () => {
    const today = '2026-11-10';
    const items = [
      { kind: 'review-due' as const, dueDate: '2026-11-12', placementId: 1 },
      { kind: 'high-risk' as const, dueDate: '2026-10-01', placementId: 2 },
      { kind: 'agreement-overdue' as const, dueDate: '2026-11-01', placementId: 3 },
      { kind: 'review-overdue' as const, dueDate: '2026-10-20', placementId: 4 },
    ];
    expect(caseloadUrgency(items[1]!, today)).toBe(1);
    expect(sortCaseloadItems(items, today).map((i) => i.placementId)).toEqual([4, 3, 2, 1]);
  });

  it('counts the month of placement an exit fell in from 1', () => {
    expect(monthOfPlacement('2026-01-10', '2026-01-20')).toBe(1);
    expect(monthOfPlacement('2026-01-10', '2026-02-09')).toBe(1);
    expect(monthOfPlacement('2026-01-10', '2026-02-10')).toBe(2);
    expect(monthOfPlacement('2026-01-31', '2027-01-31')).toBe(13);
    expect(monthOfPlacement('2026-01-10', '2026-01-01')).toBe(1);
  });
});
