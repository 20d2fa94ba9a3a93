import { MESSAGES, portalMonth, workingDays } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  applicationScene,
  learnerSession,
  markedDays,
  placedLearnerScene,
  portOfSpain,
  readTimesheet,
  renewSessions,
  saveTimesheetAs,
} from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The learner's months (issue 27): GET /api/Learner/Timesheets and GET /api/Learner/Timesheet,
// a month created as a Draft on its first read and worked out again while not approved.
const clock = testClock();
const ctx = useTestContext({ clock });
const get = queryCaller(ctx);

const ONE = '/api/Learner/Timesheet';
const LIST = '/api/Learner/Timesheets';

/** A learner placed from 1 March to 31 December 2030 (level 2), on 20 March 2030. */
async function marchScene(start = '2030-03-01') {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start, end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-20T09:00'));
  await renewSessions(ctx, scene);
  return scene;
}

const query = (placementId: number | string, Month = '2030-03') => ({
  PlacementId: String(placementId),
  Month,
});
const monthRows = () => ctx.db.selectFrom('timesheets').selectAll().execute();

describe('GET /api/Learner/Timesheet', () => {
  it('answers 401 without a token, 403 to an employer, an admin and another learner, and makes no month', async () => {
    const scene = await marchScene();
    const q = query(scene.placementId);
    expect((await get('GET', ONE, undefined, q)).statusCode).toBe(401);
    expect((await get('GET', ONE, scene.owner.token, q)).statusCode).toBe(403);
    expect((await get('GET', ONE, scene.admin.token, q)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    const res = await get('GET', ONE, stranger.token, q);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await monthRows()).toEqual([]);
  });

  it('answers 400 naming the parameter for a missing or malformed one, 404 for an unknown placement', async () => {
    const scene = await marchScene();
    for (const [q, field] of [
      [{ PlacementId: String(scene.placementId) }, 'Month'],
      [query(scene.placementId, '2030-13'), 'Month'],
      [query(scene.placementId, '2030-3'), 'Month'],
      [query('abc'), 'PlacementId'],
    ] as const) {
      const res = await get('GET', ONE, scene.learner.token, q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await get('GET', ONE, scene.learner.token, query(scene.placementId))).statusCode).toBe(200);
    const unknown = await get('GET', ONE, scene.learner.token, query(999999));
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 for a month after the current one and for a month outside the placement', async () => {
    const scene = await marchScene();
    const future = await get('GET', ONE, scene.learner.token, query(scene.placementId, '2030-04'));
    expect(future.statusCode).toBe(409);
    expect(future.json()).toMatchObject({ code: 'CONFLICT', error: MESSAGES.monthInFuture });
    const before = await get('GET', ONE, scene.learner.token, query(scene.placementId, '2030-02'));
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toBe(MESSAGES.timesheetMonthOutsidePlacement);
    expect(await monthRows()).toEqual([]);
  });

  it('answers 409 for a placement that is not Placed', async () => {
    clock.set(new Date());
    const { learner, application } = await applicationScene(ctx);
    const month = portalMonth(clock.now());
    const res = await get('GET', ONE, learner.token, query(application.placementId, month));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.timesheetNotPlaced);
  });

  it('answers 409 when the placement has no stipend level (no qualification with a rate)', async () => {
    clock.set(new Date());
    const scene = await placedLearnerScene(ctx, {
      start: '2030-03-01',
      end: '2030-12-31',
      qualification: null,
    });
    clock.set(portOfSpain('2030-03-20T09:00'));
    await renewSessions(ctx, scene);
    const res = await get('GET', ONE, scene.learner.token, query(scene.placementId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.timesheetNoStipendLevel);
  });

  it('creates the month as an empty Draft on its first read, with its figures; two first reads make one', async () => {
    const scene = await marchScene();
    const [first, second] = await Promise.all([
      readTimesheet(ctx, scene.learner, scene.placementId, '2030-03'),
      readTimesheet(ctx, scene.learner, scene.placementId, '2030-03'),
    ]);
    expect(second.timesheetId).toBe(first.timesheetId);
    expect(first).toEqual({
      timesheetId: expect.any(Number),
      placementId: scene.placementId,
      learnerId: scene.learner.username,
      empId: scene.owner.username,
      month: '2030-03',
      status: 'Draft',
      days: [],
      remarks: '',
      workingDays: 21,
      daysCredited: 0,
      level: 2,
      rateCents: 396000,
      amountCents: 0,
      amountText: '0.00 TTD',
      explanation: '0 of 21 working days × 3,960.00 = 0.00 TTD',
      payCycle: null,
      submittedAt: null,
      approvedAt: null,
      returnedReason: null,
      learnerName: expect.stringMatching(/\S/),
      workingDates: expect.any(Array),
      breakDates: [],
      // 00:00 Port of Spain on Friday 29 March 2030, the month's last working day.
      submitOpensAt: '2030-03-29T04:00:00.000Z',
    });
    expect(first.workingDates).toHaveLength(21);
    expect(first.workingDates).toContain('2030-03-01');
    expect(first.workingDates).not.toContain('2030-03-02');
    expect(await monthRows()).toHaveLength(1);
    // The cut-off kept with it: 10:00 Port of Spain on Monday 1 April 2030.
    expect((await monthRows())[0]?.cut_off_at.toISOString()).toBe('2030-04-01T14:00:00.000Z');
  });

  it('shows a holiday added since a save: fewer working days, and that day no longer credited', async () => {
    const scene = await marchScene();
    const month = await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
    await saveTimesheetAs(ctx, scene.learner, {
      placementId: scene.placementId,
      month: '2030-03',
      days: markedDays(workingDays('2030-03', new Set())),
    });
    await ctx.db.insertInto('holidays').values({ date: '2030-03-15', name: 'A day of mourning' }).execute();
    const again = await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
    expect(again).toMatchObject({
      timesheetId: month.timesheetId,
      workingDays: 20,
      daysCredited: 20,
      amountCents: 396000,
      amountText: '3,960.00 TTD',
    });
  });
});

describe('GET /api/Learner/Timesheets', () => {
  it('answers 401 without a token and 403 to an employer', async () => {
    const scene = await marchScene();
    expect((await get('GET', LIST, undefined)).statusCode).toBe(401);
    expect((await get('GET', LIST, scene.owner.token)).statusCode).toBe(403);
  });

  it("lists the caller's own months, newest first, and none of another learner's", async () => {
    const scene = await marchScene('2030-01-06');
    for (const month of ['2030-02', '2030-03', '2030-01'])
      await readTimesheet(ctx, scene.learner, scene.placementId, month);
    const res = await get('GET', LIST, scene.learner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { month: string }) => m.month)).toEqual(['2030-03', '2030-02', '2030-01']);
    const stranger = await learnerSession(ctx);
    expect((await get('GET', LIST, stranger.token)).json()).toEqual([]);
  });
});
