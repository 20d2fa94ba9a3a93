import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  fillBothParts,
  getAs,
  learnerReviews,
  learnerSession,
  postAs,
  renewSessions,
  reviewScene,
} from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// The learner's and the supervisor's side of the progress reviews (issue 29): GET Learner/Reviews,
// GET Employer/Reviews, POST Learner/ReviewInput, POST Employer/ReviewInput.
const clock = testClock();
const ctx = useTestContext({ clock });

const LEARNER_LIST = '/api/Learner/Reviews';
const EMPLOYER_LIST = '/api/Employer/Reviews';
const LEARNER_INPUT = '/api/Learner/ReviewInput';
const EMPLOYER_INPUT = '/api/Employer/ReviewInput';
const rows = () => ctx.db.selectFrom('reviews').selectAll().orderBy('seq').execute();
const learnerBody = (reviewId: number) => ({ reviewId, rating: 3, whatWouldHelp: 'A mentor' });
const employerBody = (reviewId: number) => ({
  reviewId,
  attendance: 5,
  punctuality: 5,
  quality: 4,
  teamwork: 4,
  remarks: 'Good',
});

describe('GET /api/Learner/Reviews and /api/Employer/Reviews', () => {
  it('answers 401 without a token, 403 to the wrong role and to other people, and makes no review', async () => {
    const s = await reviewScene(ctx, clock);
    const q = { PlacementId: String(s.placementId) };
    expect((await getAs(ctx, LEARNER_LIST, undefined, q)).statusCode).toBe(401);
    expect((await getAs(ctx, LEARNER_LIST, s.owner.token, q)).statusCode).toBe(403);
    expect((await getAs(ctx, EMPLOYER_LIST, s.learner.token, q)).statusCode).toBe(403);
    expect((await getAs(ctx, EMPLOYER_LIST, s.admin.token, q)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    expect((await getAs(ctx, LEARNER_LIST, stranger.token, q)).statusCode).toBe(403);
    expect((await getAs(ctx, EMPLOYER_LIST, s.other.token, q)).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('answers 400 for a missing or malformed PlacementId and 404 for an unknown one', async () => {
    const s = await reviewScene(ctx, clock);
    const queries: Record<string, string>[] = [
      {},
      { PlacementId: 'abc' },
      { PlacementId: '-1' },
      { PlacementId: '1', x: '1' },
    ];
    for (const q of queries) {
      expect((await getAs(ctx, LEARNER_LIST, s.learner.token, q)).statusCode, JSON.stringify(q)).toBe(400);
    }
    expect((await getAs(ctx, LEARNER_LIST, s.learner.token, { PlacementId: '999999' })).statusCode).toBe(404);
  });

  it('makes the reviews due up to 28 days ahead, once, for both parties', async () => {
    const s = await reviewScene(ctx, clock);
    const first = await learnerReviews(ctx, s);
    expect(first).toEqual([
      expect.objectContaining({ seq: 1, dueDate: '2030-02-04', status: 'due', mustFill: true }),
    ]);
    await learnerReviews(ctx, s);
    const employer = await getAs(ctx, EMPLOYER_LIST, s.owner.token, { PlacementId: String(s.placementId) });
    expect(employer.json()).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    clock.set(new Date('2030-03-10T13:00:00Z'));
    await renewSessions(ctx, s);
    const later = await learnerReviews(ctx, s);
    expect(later.map((r) => [r.seq, r.dueDate, r.status])).toEqual([
      [1, '2030-02-04', 'overdue'],
      [2, '2030-04-01', 'upcoming'],
    ]);
  });

  it('moves an unsigned review after a break by its length, and a signed-off one not', async () => {
    const s = await reviewScene(ctx, clock, '2030-03-20T09:00');
    const [first] = await learnerReviews(ctx, s);
    await fillBothParts(ctx, s, first!.reviewId);
    const sign = await postAs(ctx, '/api/Admin/SignOffReview', s.admin.token, {
      reviewId: first!.reviewId,
      actions: 'None',
      risk: 'Low',
    });
    expect(sign.statusCode, sign.body).toBe(200);
    await ctx.db
      .insertInto('placement_breaks')
      .values([
        {
          placement_id: s.placementId,
          from_date: '2030-01-20',
          to_date: '2030-01-29',
          reason: 'Illness',
          extend_end: true,
          recorded_at: new Date(),
        },
      ])
      .execute();
    const moved = await learnerReviews(ctx, s);
    expect(moved.map((r) => [r.seq, r.dueDate])).toEqual([
      [1, '2030-02-04'],
      [2, '2030-04-11'],
    ]);
  });
});

describe('POST /api/Learner/ReviewInput and /api/Employer/ReviewInput', () => {
  it('answers 401 without a token, 403 to the wrong role and to other people', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    expect((await postAs(ctx, LEARNER_INPUT, undefined, learnerBody(id))).statusCode).toBe(401);
    expect((await postAs(ctx, LEARNER_INPUT, s.owner.token, learnerBody(id))).statusCode).toBe(403);
    expect((await postAs(ctx, EMPLOYER_INPUT, s.learner.token, employerBody(id))).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    const res = await postAs(ctx, LEARNER_INPUT, stranger.token, learnerBody(id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await postAs(ctx, EMPLOYER_INPUT, s.other.token, employerBody(id))).statusCode).toBe(403);
    expect((await rows())[0]).toMatchObject({ learner_at: null, employer_at: null });
  });

  it('answers 400 naming the field for a bad score, text or unknown field, 404 for an unknown review', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    for (const [body, field] of [
      [{ ...learnerBody(id), rating: 6 }, 'rating'],
      [{ ...learnerBody(id), rating: '3.5' }, 'rating'],
      [{ ...learnerBody(id), whatWouldHelp: 'x'.repeat(2001) }, 'whatWouldHelp'],
      [{ ...learnerBody(id), whatWouldHelp: 'a\u0000b' }, 'whatWouldHelp'],
      [{ ...learnerBody(id), whatWouldHelp: { nested: true } }, 'whatWouldHelp'],
      [{ ...learnerBody(id), reviewId: 'x' }, 'reviewId'],
    ] as const) {
      const res = await postAs(ctx, LEARNER_INPUT, s.learner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    const bad = await postAs(ctx, EMPLOYER_INPUT, s.owner.token, { ...employerBody(id), teamwork: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('teamwork');
    expect((await postAs(ctx, LEARNER_INPUT, s.learner.token, learnerBody(999999))).statusCode).toBe(404);
    expect((await postAs(ctx, EMPLOYER_INPUT, s.owner.token, employerBody(999999))).statusCode).toBe(404);
  });

  it('saves each part, may change it until sign-off, and answers 409 after', async () => {
    const s = await reviewScene(ctx, clock);
    const [review] = await learnerReviews(ctx, s);
    const id = review!.reviewId;
    const saved = await postAs(ctx, LEARNER_INPUT, s.learner.token, learnerBody(id));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: MESSAGES.reviewInputSaved,
      data: {
        learnerDone: true,
        employerDone: false,
        mustFill: false,
        learnerPart: { rating: 3, whatWouldHelp: 'A mentor' },
      },
    });
    await fillBothParts(ctx, s, id);
    const employerView = await getAs(ctx, EMPLOYER_LIST, s.owner.token, {
      PlacementId: String(s.placementId),
    });
    expect(employerView.json()[0]).toMatchObject({
      learnerDone: true,
      learnerPart: null,
      employerPart: { attendance: 5, punctuality: 4, quality: 4, teamwork: 3, remarks: 'Settling in well' },
    });
    expect((await rows())[0]).toMatchObject({ learner_rating: 4 });
    await postAs(ctx, '/api/Admin/SignOffReview', s.admin.token, {
      reviewId: id,
      actions: 'Check in monthly',
      risk: 'Medium',
    });
    const late = await postAs(ctx, LEARNER_INPUT, s.learner.token, learnerBody(id));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', error: MESSAGES.reviewSignedOff });
    expect((await postAs(ctx, EMPLOYER_INPUT, s.owner.token, employerBody(id))).statusCode).toBe(409);
    const [done] = await learnerReviews(ctx, s);
    expect(done).toMatchObject({
      status: 'done',
      mustFill: false,
      canFill: false,
      actions: 'Check in monthly',
    });
    expect(done).not.toHaveProperty('risk');
  });
});
