import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { fillBothParts, learnerReviews, postAs, reviewScene } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// The audit trail of the office's review decisions (issue 29): scheduling, a meeting recorded as
// held and the sign-off each leave one entry, in the change's transaction; a refused call leaves none.
const clock = testClock();
const ctx = useTestContext({ clock });

const SCHEDULE = '/api/Admin/ScheduleReview';
const SIGN_OFF = '/api/Admin/SignOffReview';

const reviewEntries = () =>
  ctx.db
    .selectFrom('audit_log')
    .select(['action', 'record_type', 'record_id', 'actor_username', 'actor_role', 'detail'])
    .where('record_type', '=', 'review')
    .orderBy('id')
    .execute();

describe('the audit of the office review decisions', () => {
  it('records a schedule and a meeting held, with the review, its placement and the time', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    const future = await postAs(ctx, SCHEDULE, s.admin.token, {
      reviewId: id,
      at: '2030-02-04T10:00:00-04:00',
      where: 'The site office',
    });
    expect(future.statusCode, future.body).toBe(200);
    const held = await postAs(ctx, SCHEDULE, s.admin.token, {
      reviewId: id,
      at: '2030-01-31T10:00:00-04:00',
      where: 'Phone call',
    });
    expect(held.statusCode, held.body).toBe(200);
    const entries = await reviewEntries();
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'review.scheduled',
        record_id: String(id),
        actor_role: 'admin',
        detail: { placementId: s.placementId, seq: 1, at: '2030-02-04T14:00:00.000Z' },
      }),
      expect.objectContaining({
        action: 'review.held',
        record_id: String(id),
        detail: { placementId: s.placementId, seq: 1, at: '2030-01-31T14:00:00.000Z' },
      }),
    ]);
    expect(entries[0]!.actor_username).not.toBeNull();
    // The place may be an address: it stays out of the trail.
    expect(JSON.stringify(entries)).not.toContain('site office');
  });

  it('records the sign-off with its risk once, and nothing for a refused sign-off or schedule', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    const body = { reviewId: id, actions: 'Weekly check-in', risk: 'Medium' };
    expect((await postAs(ctx, SIGN_OFF, s.admin.token, body)).statusCode).toBe(409);
    expect((await postAs(ctx, SIGN_OFF, s.admin.token, { ...body, risk: 'Severe' })).statusCode).toBe(400);
    expect(await reviewEntries()).toEqual([]);

    await fillBothParts(ctx, s, id);
    const done = await postAs(ctx, SIGN_OFF, s.admin.token, body);
    expect(done.statusCode, done.body).toBe(200);
    expect((await postAs(ctx, SIGN_OFF, s.admin.token, body)).statusCode).toBe(409);
    const late = await postAs(ctx, SCHEDULE, s.admin.token, {
      reviewId: id,
      at: '2030-02-04T10:00Z',
      where: 'x',
    });
    expect(late.statusCode).toBe(409);
    expect(await reviewEntries()).toEqual([
      expect.objectContaining({
        action: 'review.signed-off',
        record_id: String(id),
        actor_role: 'admin',
        detail: { placementId: s.placementId, seq: 1, risk: 'Medium' },
      }),
    ]);
  });
});
