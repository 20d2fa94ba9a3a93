import { describe, expect, it } from 'vitest';
import {
  canApproveRun,
  canRecalculateRun,
  canRejectRun,
  isLiveRun,
  isSecondSignature,
  maskRunAccount,
  PAYMENT_RUN_STATUS,
  runTotals,
} from './rules-runs.ts';
import { createPaymentRunParamsSchema, rejectPaymentRunParamsSchema } from './schemas-runs.ts';
import { PAYMENT_RUN_MESSAGES, runCountsText } from './texts-runs.ts';

describe('payment run states', () => {
  it('goes Draft → Approved → Sent → Closed, or Draft (or Approved, not sent) → Rejected', () => {
    const allowed = (rule: (s: (typeof PAYMENT_RUN_STATUS)[number]) => boolean) =>
      PAYMENT_RUN_STATUS.filter(rule);
    expect(allowed(canRecalculateRun)).toEqual(['Draft']);
    expect(allowed(canApproveRun)).toEqual(['Draft']);
    expect(allowed(canRejectRun)).toEqual(['Draft', 'Approved']);
    expect(allowed(isLiveRun)).toEqual(['Draft', 'Approved', 'Sent']);
  });

  it('wants a second signature: the creator cannot approve, another admin can', () => {
    expect(isSecondSignature(7, 7)).toBe(false);
    expect(isSecondSignature(7, 8)).toBe(true);
    // A creator whose account is gone (null) leaves any admin to approve.
    expect(isSecondSignature(null, 8)).toBe(true);
  });
});

describe('runTotals', () => {
  it('sums and counts the Pending lines and counts the Held ones apart', () => {
    expect(
      runTotals([
        { status: 'Pending', amountCents: 396000 },
        { status: 'Held', amountCents: 275000 },
        { status: 'Pending', amountCents: 348857 },
        { status: 'Failed', amountCents: 100 },
      ]),
    ).toEqual({ totalCents: 744857, lineCount: 2, heldCount: 1 });
    expect(runTotals([])).toEqual({ totalCents: 0, lineCount: 0, heldCount: 0 });
  });

  it('reads its counts as a sentence', () => {
    expect(runCountsText(1, 0)).toBe('1 line to pay');
    expect(runCountsText(2, 1)).toBe('2 lines to pay, 1 held back');
  });
});

describe('maskRunAccount', () => {
  it('shows only the last four digits', () => {
    expect(maskRunAccount('000123454821')).toBe('•••• 4821');
    expect(maskRunAccount(null)).toBeNull();
  });
});

describe('the run calls’ parameters', () => {
  it('reads Month and Cycle from a query string or a body, and refuses a third cycle', () => {
    expect(createPaymentRunParamsSchema.parse({ Month: '2030-03', Cycle: '2' })).toEqual({
      Month: '2030-03',
      Cycle: 2,
    });
    expect(createPaymentRunParamsSchema.parse({ Month: '2030-03', Cycle: 1 }).Cycle).toBe(1);
    const bad = createPaymentRunParamsSchema.safeParse({ Month: '2030-03', Cycle: '3' });
    expect(bad.error?.issues[0]?.message).toBe(PAYMENT_RUN_MESSAGES.runCycleInvalid);
    expect(createPaymentRunParamsSchema.safeParse({ Month: '2030-13', Cycle: 1 }).success).toBe(false);
  });

  it('wants a reason to reject', () => {
    const none = rejectPaymentRunParamsSchema.safeParse({ RunId: 1, Reason: '  ' });
    expect(none.error?.issues[0]?.message).toBe(PAYMENT_RUN_MESSAGES.runRejectReasonRequired);
  });
});
