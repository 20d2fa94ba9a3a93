import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  fillBothParts,
  getAs,
  learnerReviews,
  portOfSpain,
  postAs,
  renewSessions,
  reviewScene,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// GET /api/Admin/PlacementLifeReport (issue 29): early exits by reason and by month of placement,
// reviews signed off on time, average ratings. The scene: a learner placed from Mon 7 Jan 2030,
// review 1 due 4 Feb 2030.
const clock = testClock();
const ctx = useTestContext({ clock });
const URL = '/api/Admin/PlacementLifeReport';
const YEAR = { from: '2030-01-01', to: '2030-12-31' };

describe('GET /api/Admin/PlacementLifeReport', () => {
  it('answers 401 without a token, 403 to a learner and an employer, 400 for a bad period or filter', async () => {
    const s = await reviewScene(ctx, clock);
    expect((await getAs(ctx, URL, undefined, YEAR)).statusCode).toBe(401);
    expect((await getAs(ctx, URL, s.learner.token, YEAR)).statusCode).toBe(403);
    expect((await getAs(ctx, URL, s.owner.token, YEAR)).statusCode).toBe(403);
    const bad: Record<string, string>[] = [
      { from: '2030-13-01' },
      { from: '2030-02-01', to: '2030-01-01' },
      { sector: 'x' },
      { Other: '1' },
      { from: '2000-01-01', to: '2030-01-01' },
    ];
    for (const q of bad)
      expect((await getAs(ctx, URL, s.admin.token, q)).statusCode, JSON.stringify(q)).toBe(400);
  });

  it('answers zeros and nulls for a quiet period', async () => {
    const s = await reviewScene(ctx, clock);
    const res = await getAs(ctx, URL, s.admin.token, YEAR);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ...YEAR,
      sector: null,
      employerType: null,
      earlyExits: { total: 0, byMonth: [] },
      reviewsOnTime: { signedOff: 0, onTime: 0, rate: null },
      ratings: { reviews: 0, learner: null, teamwork: null },
    });
    expect(res.json().earlyExits.byReason).toHaveLength(6);
  });

  it('counts a review signed off late then on time, its ratings, and an early exit by reason and month', async () => {
    const s = await reviewScene(ctx, clock, '2030-02-10T09:00');
    const [review] = await learnerReviews(ctx, s);
    await fillBothParts(ctx, s, review!.reviewId);
    const signed = await postAs(ctx, '/api/Admin/SignOffReview', s.admin.token, {
      reviewId: review!.reviewId,
      actions: 'Weekly check-in',
      risk: 'Medium',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    let res = await getAs(ctx, URL, s.admin.token, YEAR);
    expect(res.json().reviewsOnTime).toEqual({ signedOff: 1, onTime: 0, rate: 0 });
    expect(res.json().ratings).toEqual({
      reviews: 1,
      learner: 4,
      attendance: 5,
      punctuality: 4,
      quality: 4,
      teamwork: 3,
    });
    // Signed off on its due day (Port of Spain) counts as on time.
    await ctx.db
      .updateTable('reviews')
      .set({ due_date: '2030-02-10' })
      .where('id', '=', review!.reviewId)
      .execute();
    res = await getAs(ctx, URL, s.admin.token, YEAR);
    expect(res.json().reviewsOnTime).toEqual({ signedOff: 1, onTime: 1, rate: 1 });
    // Outside the period, nothing.
    const before = await getAs(ctx, URL, s.admin.token, { from: '2029-01-01', to: '2030-02-09' });
    expect(before.json().reviewsOnTime.signedOff).toBe(0);

    clock.set(portOfSpain('2030-03-20T09:00'));
    await renewSessions(ctx, s);
    const ended = await postAs(ctx, `/api/Placements/${s.placementId}/EndEarly`, s.learner.token, {
      date: '2030-03-15',
      reason: 'found-work',
      details: 'A permanent post at a bank',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    res = await getAs(ctx, URL, s.admin.token, YEAR);
    const exits = res.json().earlyExits;
    expect(exits.total).toBe(1);
    expect(exits.byReason).toContainEqual({ reason: 'found-work', count: 1 });
    expect(exits.byReason).toContainEqual({ reason: 'health', count: 0 });
    // 7 Jan to 6 Feb is month 1, to 6 Mar month 2, so 15 Mar is month 3.
    expect(exits.byMonth).toEqual([
      { month: 1, count: 0 },
      { month: 2, count: 0 },
      { month: 3, count: 1 },
    ]);
    const elsewhere = await getAs(ctx, URL, s.admin.token, { ...YEAR, sector: '46' });
    expect(elsewhere.json().earlyExits.total).toBe(0);
    expect(elsewhere.json().reviewsOnTime.signedOff).toBe(0);
  });
});
