import { describe, expect, it } from 'vitest';
import {
  adminReviewsQuerySchema,
  employerReviewInputSchema,
  isIsoInstant,
  learnerReviewInputSchema,
  scheduleReviewSchema,
  signOffReviewSchema,
} from './schemas.ts';
import { REVIEW_MESSAGES } from './texts.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the review inputs', () => {
  it("reads the learner's part: rating 1-5, what would help optional", () => {
    expect(
      learnerReviewInputSchema.parse({ reviewId: 3, rating: '4', whatWouldHelp: ' More tasks ' }),
    ).toEqual({
      reviewId: 3,
      rating: 4,
      whatWouldHelp: 'More tasks',
    });
    for (const rating of [0, 6, 2.5, 'x', null]) {
      expect(learnerReviewInputSchema.safeParse({ reviewId: 3, rating, whatWouldHelp: '' }).success).toBe(
        false,
      );
    }
    expect(learnerReviewInputSchema.safeParse({ reviewId: 3, rating: 4, extra: 1 }).success).toBe(false);
  });

  it("reads the supervisor's four scores on the final evaluation's 1-5 scale", () => {
    const good = { reviewId: 1, attendance: 5, punctuality: 4, quality: 3, teamwork: 1, remarks: 'Fine' };
    expect(employerReviewInputSchema.parse(good)).toEqual(good);
    expect(employerReviewInputSchema.safeParse({ ...good, teamwork: 6 }).success).toBe(false);
    expect(employerReviewInputSchema.safeParse({ ...good, quality: undefined }).success).toBe(false);
    expect(employerReviewInputSchema.safeParse({ ...good, remarks: 'x'.repeat(2001) }).success).toBe(false);
  });

  it("reads the officer's sign-off: actions required, risk Low, Medium or High", () => {
    expect(signOffReviewSchema.parse({ reviewId: 1, actions: 'Weekly check-in', risk: 'High' }).risk).toBe(
      'High',
    );
    expect(messages(signOffReviewSchema.safeParse({ reviewId: 1, actions: '', risk: 'Low' }))).toEqual([
      REVIEW_MESSAGES.reviewActionsRequired,
    ]);
    expect(messages(signOffReviewSchema.safeParse({ reviewId: 1, actions: 'a', risk: 'high' }))).toEqual([
      REVIEW_MESSAGES.reviewRiskInvalid,
    ]);
  });

  it('reads a schedule: an ISO instant with its offset and a place', () => {
    expect(
      scheduleReviewSchema.safeParse({ reviewId: 1, at: '2030-04-01T10:00:00-04:00', where: 'Site' }).success,
    ).toBe(true);
    for (const at of ['2030-04-01', '2030-04-01T10:00', '2030-02-30T10:00Z', '2030-04-01T25:00Z', 'x', '']) {
      const result = scheduleReviewSchema.safeParse({ reviewId: 1, at, where: 'Site' });
      expect(messages(result), at).toEqual([REVIEW_MESSAGES.reviewAtInvalid]);
    }
    expect(
      messages(scheduleReviewSchema.safeParse({ reviewId: 1, at: '2030-04-01T10:00Z', where: ' ' })),
    ).toEqual([REVIEW_MESSAGES.reviewWhereRequired]);
    expect(isIsoInstant('2030-04-01T10:00:00.123Z')).toBe(true);
  });

  it("reads the office list's filters", () => {
    expect(adminReviewsQuerySchema.parse({ OfficerId: '3', Status: 'overdue' })).toEqual({
      OfficerId: 3,
      Status: 'overdue',
    });
    expect(adminReviewsQuerySchema.parse({ OfficerId: '', Status: '' })).toEqual({});
    expect(messages(adminReviewsQuerySchema.safeParse({ Status: 'late' }))).toEqual([
      REVIEW_MESSAGES.reviewStatusInvalid,
    ]);
  });
});
