import { describe, expect, it } from 'vitest';
import {
  approveClaimLabel,
  approveRunQuestion,
  FUNDING_MODEL_LABELS,
  resultsSummary,
  runName,
  viewRunLabel,
} from './texts-admin-screens.ts';

describe("the office's payment screens' texts", () => {
  it('name a run by its month and cycle, and its approval by its total and count', () => {
    expect(runName('2026-10', 1)).toBe('October 2026, pay cycle 1');
    expect(viewRunLabel('2026-10', 2)).toBe('View payment run October 2026, pay cycle 2');
    expect(approveRunQuestion('2026-10', 1, 594_000, 2)).toBe(
      'Approve the payment run of October 2026, pay cycle 1: 2 payments totalling 5,940.00 TTD? Its lines are then frozen and the bank file can be made.',
    );
    expect(approveRunQuestion('2026-10', 1, 396_000, 1)).toContain('1 payment totalling 3,960.00 TTD');
  });

  it('say what a result file did, a claim to approve and the funding models', () => {
    expect(resultsSummary(1, 1, 0)).toBe('1 paid, 1 failed, 0 matched nothing');
    expect(approveClaimLabel('Company 001 Ltd', '2026-10')).toBe(
      'Approve claim of Company 001 Ltd, October 2026',
    );
    expect(FUNDING_MODEL_LABELS.employer).toBe('Employer pays, 60% reimbursed');
  });
});
