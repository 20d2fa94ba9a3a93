import { formatPortalDateTime, MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { applyAs, bearer, employerSession, learnerSession, publishedPosition } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
const ctx = useTestContext({ clock });

describe('the injected clock', () => {
  it('closes an opening for ApplyForOJT once the clock passes its window, without waiting', async () => {
    clock.set(new Date());
    const employer = await employerSession(ctx);
    // Open from an hour ago for 30 days (by the real time, which the clock starts at).
    const { opening } = await publishedPosition(ctx, employer);
    await applyAs(ctx, await learnerSession(ctx), opening.jobOpeningId);

    clock.advance(31 * DAY);
    const late = await learnerSession(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Learner/ApplyForOJT',
      headers: bearer(late.token),
      payload: { JobOpeningId: opening.jobOpeningId, LearnerId: late.username, PlacementType: 1 },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ error: MESSAGES.openingNotAccepting });
  });

  it("dates an application and its history by the clock: the learner's list says when it was made", async () => {
    const employer = await employerSession(ctx);
    clock.set(new Date());
    const { opening } = await publishedPosition(ctx, employer);
    clock.advance(2 * DAY + 3 * 60 * 60 * 1000);
    const learner = await learnerSession(ctx);
    await applyAs(ctx, learner, opening.jobOpeningId);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Learner/GetAllApplicationsByLearnerId?ID=${learner.username}`,
      headers: bearer(learner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [application] = res.json();
    const applied = formatPortalDateTime(clock.now());
    expect(application.dateApplied).toBe(applied);
    expect(application.history).toEqual([{ fromStatus: null, toStatus: 1, at: applied }]);
  });
});
