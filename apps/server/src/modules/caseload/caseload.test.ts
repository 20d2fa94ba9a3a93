import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { insertTimesheet } from '../../test/factories/placed-learners.ts';
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

// GET /api/Admin/Caseload (issue 29): what needs attention in an officer's Placed placements. The
// scene: a learner placed from Mon 7 Jan 2030 (review 1 due 4 Feb); its agreement was drawn when it
// was placed (today's real date), so in 2030 it is overdue. No holidays are kept for 2030.
const clock = testClock();
const ctx = useTestContext({ clock });
const URL = '/api/Admin/Caseload';

/** The officers list's id of the scene's placement officer. */
async function placementOfficerId(placementId: number): Promise<number> {
  const p = await ctx.db
    .selectFrom('placements')
    .select('placement_officer')
    .where('id', '=', placementId)
    .executeTakeFirstOrThrow();
  const officer = await ctx.db
    .selectFrom('officers')
    .select('id')
    .where('name', '=', p.placement_officer as string)
    .executeTakeFirstOrThrow();
  return officer.id;
}

const kinds = (res: { json: () => { items: { kind: string }[] } }) => res.json().items.map((i) => i.kind);

describe('GET /api/Admin/Caseload', () => {
  it('answers 401 without a token, 403 to a learner and an employer, 400 for a bad id, 404 for an unknown officer', async () => {
    const s = await reviewScene(ctx, clock);
    const officerId = String(await placementOfficerId(s.placementId));
    expect((await getAs(ctx, URL, undefined, { OfficerId: officerId })).statusCode).toBe(401);
    expect((await getAs(ctx, URL, s.learner.token, { OfficerId: officerId })).statusCode).toBe(403);
    expect((await getAs(ctx, URL, s.owner.token, { OfficerId: officerId })).statusCode).toBe(403);
    const bad: Record<string, string>[] = [
      {},
      { OfficerId: 'x' },
      { OfficerId: '-1' },
      { OfficerId: '1', Other: '1' },
    ];
    for (const q of bad)
      expect((await getAs(ctx, URL, s.admin.token, q)).statusCode, JSON.stringify(q)).toBe(400);
    const unknown = await getAs(ctx, URL, s.admin.token, { OfficerId: '999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.officerNotFound);
  });

  it('shows the overdue agreement, the review due, the month not submitted and the break ending soon, overdue first', async () => {
    const s = await reviewScene(ctx, clock, '2030-02-01T09:00');
    const officerId = await placementOfficerId(s.placementId);
    const brk = await postAs(ctx, '/api/Admin/RecordBreak', s.admin.token, {
      placementId: s.placementId,
      from: '2030-02-05',
      to: '2030-02-12',
      reason: 'Illness',
      extendEnd: true,
    });
    expect(brk.statusCode, brk.body).toBe(200);
    const res = await getAs(ctx, URL, s.admin.token, { OfficerId: String(officerId) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.officer).toEqual({ id: officerId, name: expect.any(String) });
    expect(body.placements).toBe(1);
    expect(body.counts).toEqual({
      agreementsNotConfirmed: 0,
      agreementsOverdue: 1,
      reviewsDue: 1,
      reviewsOverdue: 0,
      monthsWaiting: 1,
      highRisk: 0,
      breaksEndingSoon: 1,
    });
    expect(kinds(res)).toEqual(['agreement-overdue', 'month-not-submitted', 'review-due', 'break-ending']);
    const [, month, review, ending] = body.items;
    expect(month).toMatchObject({ placementId: s.placementId, dueDate: '2030-02-01', reviewId: null });
    expect(month.text).toBe('Jan 2030 attendance is not submitted; the cut-off is 10:00 am on 1 Feb 2030.');
    expect(review).toMatchObject({ dueDate: '2030-02-04', reviewId: expect.any(Number) });
    expect(review.text).toBe('Review 1 is due on 4 Feb 2030.');
    expect(ending).toMatchObject({
      dueDate: '2030-02-12',
      text: 'The break from 5 Feb 2030 ends on 12 Feb 2030.',
    });
    expect(body.items[0].learnerName).not.toBe('');
    expect(body.items[0].employerName).not.toBe('');
    // Another officer's caseload is empty.
    const added = await postAs(ctx, '/api/Admin/AddOfficer', s.admin.token, {
      Name: 'Nobody Else',
      Role: 'pme',
    });
    const other = await getAs(ctx, URL, s.admin.token, { OfficerId: String(added.json().data.id) });
    expect(other.json()).toMatchObject({ placements: 0, items: [] });
  });

  it('shows an agreement still in time, a review overdue, then High risk once signed off, and the months near the cut-off', async () => {
    const s = await reviewScene(ctx, clock, '2030-02-10T09:00');
    const OfficerId = String(await placementOfficerId(s.placementId));
    await ctx.db
      .updateTable('agreement_versions')
      .set({ confirm_by: '2030-02-20' })
      .where('placement_id', '=', s.placementId)
      .execute();
    await insertTimesheet(ctx, s.placementId, '2030-01', 'Submitted');
    let res = await getAs(ctx, URL, s.admin.token, { OfficerId });
    expect(kinds(res)).toEqual(['month-not-approved', 'review-overdue', 'agreement-unconfirmed']);
    expect(res.json().items[0].text).toBe(
      'Jan 2030 attendance is not approved; the cut-off is 10:00 am on 1 Feb 2030.',
    );
    expect(res.json().counts).toMatchObject({
      agreementsNotConfirmed: 1,
      reviewsOverdue: 1,
      monthsWaiting: 1,
    });

    const [review] = await learnerReviews(ctx, s);
    await fillBothParts(ctx, s, review!.reviewId);
    const signed = await postAs(ctx, '/api/Admin/SignOffReview', s.admin.token, {
      reviewId: review!.reviewId,
      actions: 'Weekly check-in',
      risk: 'High',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await ctx.db.updateTable('agreement_versions').set({ confirmed_at: new Date() }).execute();
    await ctx.db.updateTable('timesheets').set({ status: 'Approved' }).execute();
    res = await getAs(ctx, URL, s.admin.token, { OfficerId });
    expect(res.json().items).toEqual([
      expect.objectContaining({ kind: 'high-risk', reviewId: review!.reviewId, dueDate: '2030-02-10' }),
    ]);

    // From Fri 22 Feb (5 working days before the cut-off on Fri 1 Mar), February shows until submitted.
    clock.set(portOfSpain('2030-02-21T09:00'));
    await renewSessions(ctx, s);
    expect(kinds(await getAs(ctx, URL, s.admin.token, { OfficerId }))).toEqual(['high-risk']);
    clock.set(portOfSpain('2030-02-22T09:00'));
    await renewSessions(ctx, s);
    res = await getAs(ctx, URL, s.admin.token, { OfficerId });
    expect(kinds(res)).toEqual(['high-risk', 'month-not-submitted']);
    expect(res.json().items[1]).toMatchObject({ dueDate: '2030-03-01' });
  });

  it('leaves out a placement that ended early', async () => {
    const s = await reviewScene(ctx, clock, '2030-02-01T09:00');
    const OfficerId = String(await placementOfficerId(s.placementId));
    const ended = await postAs(ctx, `/api/Placements/${s.placementId}/EndEarly`, s.admin.token, {
      date: '2030-01-31',
      reason: 'health',
      details: 'Advised to rest',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await getAs(ctx, URL, s.admin.token, { OfficerId })).json()).toMatchObject({
      placements: 0,
      items: [],
    });
  });
});
