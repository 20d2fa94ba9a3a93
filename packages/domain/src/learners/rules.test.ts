import { describe, expect, it } from 'vitest';
import { LEARNER_STATUS, learnerStatusLabel } from './rules.ts';

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
