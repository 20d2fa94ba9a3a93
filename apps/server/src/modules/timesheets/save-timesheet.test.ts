import { MESSAGES, workingDays } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  learnerSession,
  markedDays,
  placedLearnerScene,
  portOfSpain,
  readTimesheet,
  renewSessions,
  saveTimesheetAs,
  submitTimesheetAs,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Learner/SaveTimesheet (issue 27): a Draft or Returned month's days and remarks, and the
// stipend they earn, worked out on every save.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const SAVE = '/api/Learner/SaveTimesheet';
const MARCH = workingDays('2030-03', new Set());

/** A learner placed from `start` to 31 December 2030 (level 2: 3,960.00 a month), on 20 March 2030. */
async function marchScene(start = '2030-03-01') {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start, end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-20T09:00'));
  await renewSessions(ctx, scene);
  return scene;
}

const body = (placementId: number, days: unknown[] = markedDays(MARCH.slice(0, 3)), month = '2030-03') => ({
  placementId,
  month,
  days,
  remarks: 'Orientation week.',
});

describe('POST /api/Learner/SaveTimesheet', () => {
  it('answers 401 without a token, 403 to an employer and to another learner (whose month is untouched)', async () => {
    const scene = await marchScene();
    const before = await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
    expect((await call('POST', SAVE, undefined, body(scene.placementId))).statusCode).toBe(401);
    expect((await call('POST', SAVE, scene.owner.token, body(scene.placementId))).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    const res = await call('POST', SAVE, stranger.token, body(scene.placementId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03')).toEqual(before);
  });

  it('answers 400 for a day of another month, a repeated day, a leave without reason, a bad mark or an unknown field', async () => {
    const scene = await marchScene();
    const day = { date: '2030-03-04', am: 'P', pm: 'P', leaveReason: null };
    const cases: [unknown, string][] = [
      [body(scene.placementId, [{ ...day, date: '2030-04-01' }]), MESSAGES.timesheetDayOutsideMonth],
      [body(scene.placementId, [day, day]), MESSAGES.timesheetDayRepeated],
      [body(scene.placementId, [{ ...day, pm: 'L' }]), MESSAGES.leaveReasonRequired],
      [body(scene.placementId, [{ ...day, leaveReason: 'sick' }]), MESSAGES.leaveReasonWithoutLeave],
      [body(scene.placementId, [{ ...day, am: 'X' }]), ''],
      [{ ...body(scene.placementId), extra: 1 }, ''],
      [{ ...body(scene.placementId), month: '2030-3' }, MESSAGES.monthInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', SAVE, scene.learner.token, payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
  });

  it("answers 409 for a day that is not one of the placement's working days: a weekend, a holiday, before its start", async () => {
    const scene = await marchScene('2030-03-11');
    await ctx.db.insertInto('holidays').values({ date: '2030-03-15', name: 'A day of mourning' }).execute();
    for (const date of ['2030-03-16', '2030-03-15', '2030-03-08']) {
      const res = await call('POST', SAVE, scene.learner.token, body(scene.placementId, markedDays([date])));
      expect(res.statusCode, date).toBe(409);
      expect(res.json().error).toBe(MESSAGES.timesheetDayOutsidePlacement);
    }
    const future = await call('POST', SAVE, scene.learner.token, body(scene.placementId, [], '2030-04'));
    expect(future.statusCode).toBe(409);
    expect(future.json().error).toBe(MESSAGES.monthInFuture);
  });

  it('answers 409 for a submitted month and keeps its days', async () => {
    const scene = await marchScene();
    const saved = await saveTimesheetAs(ctx, scene.learner, body(scene.placementId, markedDays(MARCH)));
    clock.set(portOfSpain('2030-03-29T08:00'));
    await renewSessions(ctx, scene);
    await submitTimesheetAs(ctx, scene.learner, saved.timesheetId);
    const res = await call(
      'POST',
      SAVE,
      scene.learner.token,
      body(scene.placementId, markedDays(MARCH, 'A')),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.saveOnlyDraftOrReturned);
    const month = await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
    expect(month).toMatchObject({ status: 'Submitted', daysCredited: 21, days: saved.days });
  });

  it('saves the days and remarks and answers the stipend they earn: 18.5 of 21 working days', async () => {
    const scene = await marchScene();
    const days = [
      ...markedDays(MARCH.slice(0, 16)),
      ...markedDays(MARCH.slice(16, 18), 'L'),
      ...markedDays([MARCH[18]!], 'P', 'A'),
      ...markedDays(MARCH.slice(19), 'A'),
    ].reverse();
    const res = await call('POST', SAVE, scene.learner.token, body(scene.placementId, days));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: MESSAGES.timesheetSaved });
    expect(res.json().data).toMatchObject({
      status: 'Draft',
      remarks: 'Orientation week.',
      workingDays: 21,
      daysCredited: 18.5,
      rateCents: 396000,
      amountCents: 348857,
      amountText: '3,488.57 TTD',
      explanation: '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD',
    });
    // Kept by date, and read back as saved.
    const month = await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
    expect(month.days.map((d: { date: string }) => d.date)).toEqual(MARCH);
    expect(month.days[16]).toEqual({ date: MARCH[16], am: 'L', pm: 'L', leaveReason: 'sick' });
    expect(month.amountCents).toBe(348857);
  });

  it('pays a first month in part: the days from the start date, over all the working days of the month', async () => {
    const scene = await marchScene('2030-03-11');
    const fromStart = MARCH.filter((date) => date >= '2030-03-11');
    const data = await saveTimesheetAs(ctx, scene.learner, body(scene.placementId, markedDays(fromStart)));
    expect(data).toMatchObject({
      workingDays: 21,
      daysCredited: 15,
      amountCents: 282857,
      explanation: '15 of 21 working days × 3,960.00 = 2,828.57 TTD',
    });
  });

  it('credits every working day of the placement when the programme does not reduce for absences', async () => {
    const scene = await marchScene('2030-03-11');
    await ctx.db.updateTable('stipend_settings').set({ reduce_for_absences: false }).execute();
    const data = await saveTimesheetAs(
      ctx,
      scene.learner,
      body(scene.placementId, markedDays(['2030-03-11'], 'A')),
    );
    expect(data).toMatchObject({ daysCredited: 15, amountCents: 282857 });
  });
});
