import { MESSAGES } from '@ojt/domain';
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

// The office's side of the progress reviews (issue 29): GET Admin/Reviews, GET Admin/ReviewSummary,
// POST Admin/ScheduleReview, POST Admin/SignOffReview.
const clock = testClock();
const ctx = useTestContext({ clock });

const LIST = '/api/Admin/Reviews';
const SUMMARY = '/api/Admin/ReviewSummary';
const SCHEDULE = '/api/Admin/ScheduleReview';
const SIGN_OFF = '/api/Admin/SignOffReview';
const officers = () => ctx.db.selectFrom('officers').select(['id', 'name']).orderBy('id').execute();
const signOff = (reviewId: number) => ({
  reviewId,
  actions: 'Weekly check-in with the supervisor',
  risk: 'High',
});

describe('GET /api/Admin/Reviews', () => {
  it('answers 401 without a token, 403 to a learner and an employer, 400 for a bad filter, 404 for an unknown officer', async () => {
    const s = await reviewScene(ctx, clock);
    expect((await getAs(ctx, LIST, undefined)).statusCode).toBe(401);
    expect((await getAs(ctx, LIST, s.learner.token)).statusCode).toBe(403);
    expect((await getAs(ctx, LIST, s.owner.token)).statusCode).toBe(403);
    const queries: Record<string, string>[] = [{ Status: 'late' }, { OfficerId: 'x' }, { Other: '1' }];
    for (const q of queries) {
      expect((await getAs(ctx, LIST, s.admin.token, q)).statusCode, JSON.stringify(q)).toBe(400);
    }
    const unknown = await getAs(ctx, LIST, s.admin.token, { OfficerId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.officerNotFound);
  });

  it('lists the reviews of Placed placements with names, by officer and by status', async () => {
    const s = await reviewScene(ctx, clock);
    const all = await getAs(ctx, LIST, s.admin.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual([
      expect.objectContaining({
        placementId: s.placementId,
        seq: 1,
        dueDate: '2030-02-04',
        status: 'due',
        learnerDone: false,
        employerDone: false,
        risk: null,
        scheduledAt: null,
      }),
    ]);
    expect(all.json()[0].learnerName).not.toBe('');
    expect(all.json()[0].employerName).not.toBe('');
    const [officer] = await officers();
    const mine = await getAs(ctx, LIST, s.admin.token, { OfficerId: String(officer!.id), Status: 'due' });
    expect(mine.json()).toHaveLength(1);
    const added = await postAs(ctx, '/api/Admin/AddOfficer', s.admin.token, {
      Name: 'Nobody Else',
      Role: 'pme',
    });
    const other = await getAs(ctx, LIST, s.admin.token, { OfficerId: String(added.json().data.id) });
    expect(other.json()).toEqual([]);
    expect((await getAs(ctx, LIST, s.admin.token, { Status: 'overdue' })).json()).toEqual([]);
    clock.set(portOfSpain('2030-02-10T09:00'));
    await renewSessions(ctx, s);
    expect((await getAs(ctx, LIST, s.admin.token, { Status: 'overdue' })).json()).toHaveLength(1);
    expect((await getAs(ctx, LIST, s.admin.token, { Status: 'done' })).json()).toEqual([]);
  });
});

describe('POST /api/Admin/ScheduleReview', () => {
  it('answers 401, 403 to other roles, 400 for a bad time or place, 404 for an unknown review', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const body = { reviewId: review!.reviewId, at: '2030-02-04T10:00:00-04:00', where: 'The site office' };
    expect((await postAs(ctx, SCHEDULE, undefined, body)).statusCode).toBe(401);
    expect((await postAs(ctx, SCHEDULE, s.learner.token, body)).statusCode).toBe(403);
    expect((await postAs(ctx, SCHEDULE, s.owner.token, body)).statusCode).toBe(403);
    for (const [bad, field] of [
      [{ ...body, at: '2030-02-30T10:00Z' }, 'at'],
      [{ ...body, at: 12 }, 'at'],
      [{ ...body, where: '' }, 'where'],
      [{ ...body, where: 'x'.repeat(201) }, 'where'],
    ] as const) {
      const res = await postAs(ctx, SCHEDULE, s.admin.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await postAs(ctx, SCHEDULE, s.admin.token, { ...body, reviewId: 999999 })).statusCode).toBe(404);
  });

  it('schedules a future meeting and tells the learner and the supervisor; a past time records it held', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const future = await postAs(ctx, SCHEDULE, s.admin.token, {
      reviewId: review!.reviewId,
      at: '2030-02-04T10:00:00-04:00',
      where: 'The site office',
    });
    expect(future.statusCode, future.body).toBe(200);
    expect(future.json()).toMatchObject({
      message: MESSAGES.reviewScheduled,
      data: { scheduledAt: '2030-02-04T14:00:00.000Z', where: 'The site office', status: 'due' },
    });
    const mail = await ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'text_body'])
      .where('subject', 'like', 'Progress review%')
      .execute();
    expect(mail.map((m) => m.recipient).sort()).toEqual([s.learner.email, s.owner.email].sort());
    expect(mail[0]!.text_body).toContain('The site office');
    const held = await postAs(ctx, SCHEDULE, s.admin.token, {
      reviewId: review!.reviewId,
      at: '2030-01-31T10:00:00-04:00',
      where: 'Phone call',
    });
    expect(held.json().message).toBe(MESSAGES.reviewHeldRecorded);
    const row = await ctx.db.selectFrom('reviews').select('stage').executeTakeFirstOrThrow();
    expect(row.stage).toBe('Held');
    const after = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', 'like', 'Progress review%')
      .execute();
    expect(after).toHaveLength(2);
  });
});

describe('POST /api/Admin/SignOffReview and GET /api/Admin/ReviewSummary', () => {
  it('answers 401, 403 to other roles, 400 for bad actions or risk, 404 for an unknown review', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const body = signOff(review!.reviewId);
    expect((await postAs(ctx, SIGN_OFF, undefined, body)).statusCode).toBe(401);
    expect((await postAs(ctx, SIGN_OFF, s.learner.token, body)).statusCode).toBe(403);
    expect((await postAs(ctx, SIGN_OFF, s.owner.token, body)).statusCode).toBe(403);
    expect((await getAs(ctx, SUMMARY, s.owner.token)).statusCode).toBe(403);
    expect((await getAs(ctx, SUMMARY, undefined)).statusCode).toBe(401);
    for (const [bad, field] of [
      [{ ...body, risk: 'Severe' }, 'risk'],
      [{ ...body, actions: '  ' }, 'actions'],
      [{ ...body, actions: ['a'] }, 'actions'],
    ] as const) {
      const res = await postAs(ctx, SIGN_OFF, s.admin.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await postAs(ctx, SIGN_OFF, s.admin.token, { ...body, reviewId: 999999 })).statusCode).toBe(404);
  });

  it('answers 409 until both parts are in, signs off once (409 twice), and counts High risk and overdue', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    const early = await postAs(ctx, SIGN_OFF, s.admin.token, signOff(id));
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(MESSAGES.reviewInputsMissing);
    await postAs(ctx, '/api/Learner/ReviewInput', s.learner.token, {
      reviewId: id,
      rating: 2,
      whatWouldHelp: '',
    });
    expect((await postAs(ctx, SIGN_OFF, s.admin.token, signOff(id))).statusCode).toBe(409);
    expect((await getAs(ctx, SUMMARY, s.admin.token)).json()).toEqual({
      overdue: 0,
      highRisk: 0,
      dueThisWeek: 1,
    });
    await fillBothParts(ctx, s, id);
    const done = await postAs(ctx, SIGN_OFF, s.admin.token, signOff(id));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: MESSAGES.reviewSignedOffDone,
      data: {
        status: 'done',
        risk: 'High',
        actions: 'Weekly check-in with the supervisor',
        learnerPart: { rating: 4 },
        employerPart: { attendance: 5, teamwork: 3 },
      },
    });
    const twice = await postAs(ctx, SIGN_OFF, s.admin.token, signOff(id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(MESSAGES.reviewSignedOff);
    expect(
      (await postAs(ctx, SCHEDULE, s.admin.token, { reviewId: id, at: '2030-02-04T10:00Z', where: 'x' }))
        .statusCode,
    ).toBe(409);
    expect((await getAs(ctx, LIST, s.admin.token, { Status: 'done' })).json()).toHaveLength(1);
    clock.set(portOfSpain('2030-04-05T09:00'));
    await renewSessions(ctx, s);
    expect((await getAs(ctx, SUMMARY, s.admin.token)).json()).toEqual({
      overdue: 1,
      highRisk: 1,
      dueThisWeek: 0,
    });
  });
});
