import { MESSAGES, workingDays } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  learnerSession,
  mailTo,
  markedDays,
  placedLearnerScene,
  portOfSpain,
  readTimesheet,
  renewSessions,
  saveTimesheetAs,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// POST /api/Learner/SubmitTimesheet (issue 27): from 00:00 Port of Spain of the month's last working
// day, a Draft or Returned month goes to the supervisor, who is told by mail.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const SUBMIT = '/api/Learner/SubmitTimesheet';
const MARCH = workingDays('2030-03', new Set());

/** A learner placed for March to December 2030 with March filled in (every day Present), on `at`. */
async function filledMarch(at = '2030-03-28T12:00') {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  clock.set(portOfSpain(at));
  await renewSessions(ctx, scene);
  await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
  const month = await saveTimesheetAs(ctx, scene.learner, {
    placementId: scene.placementId,
    month: '2030-03',
    days: markedDays(MARCH),
  });
  return { scene, timesheetId: month.timesheetId as number };
}

describe('POST /api/Learner/SubmitTimesheet', () => {
  it('answers 401 without a token, 403 to an employer and to another learner', async () => {
    const { scene, timesheetId } = await filledMarch('2030-03-29T09:00');
    const body = { TimesheetId: timesheetId };
    expect((await call('POST', SUBMIT, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', SUBMIT, scene.owner.token, body)).statusCode).toBe(403);
    const stranger = await learnerSession(ctx);
    const res = await call('POST', SUBMIT, stranger.token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03')).status).toBe('Draft');
  });

  it('answers 400 naming TimesheetId for a missing or malformed one, 404 for an unknown one', async () => {
    const { scene } = await filledMarch('2030-03-29T09:00');
    for (const body of [{}, { TimesheetId: 'abc' }, { TimesheetId: [1] }]) {
      const res = await call('POST', SUBMIT, scene.learner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty('TimesheetId');
    }
    const unknown = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(MESSAGES.timesheetNotFound);
  });

  it('answers 409 at 23:59 the day before the last working day, and submits at 00:00 of it', async () => {
    const { scene, timesheetId } = await filledMarch();
    clock.set(portOfSpain('2030-03-28T23:59'));
    await renewSessions(ctx, scene);
    const early = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: timesheetId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CONFLICT', error: MESSAGES.submitTooEarly });
    clock.advance(60_000);
    const res = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: timesheetId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MESSAGES.timesheetSubmitted,
      data: { timesheetId, status: 'Submitted', submittedAt: '2030-03-29T04:00:00.000Z', daysCredited: 21 },
    });
  });

  it('opens a day earlier when the last weekday is a holiday', async () => {
    const { scene, timesheetId } = await filledMarch();
    await ctx.db
      .insertInto('holidays')
      .values({ date: '2030-03-29', name: 'A proclaimed holiday' })
      .execute();
    clock.set(portOfSpain('2030-03-28T00:00'));
    await renewSessions(ctx, scene);
    const res = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: timesheetId });
    expect(res.statusCode, res.body).toBe(200);
    // The holiday left the month's figures: 20 working days, all present.
    expect(res.json().data).toMatchObject({ workingDays: 20, daysCredited: 20, amountCents: 396000 });
  });

  it("tells the employer's contact, and answers 409 to a second submit", async () => {
    const { scene, timesheetId } = await filledMarch('2030-03-29T09:00');
    const res = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: timesheetId });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(ctx, scene.owner.email, /submitted their attendance for March 2030/);
    expect(mail.subject).toBe('Attendance for March 2030 to approve: Kavita Persad');
    expect(mail.text).toContain(`(learner ID ${scene.learner.username}, Lab Technician)`);
    expect(mail.text).toContain('http://portal.test/employer-dashboard?tab=timesheets');
    const again = await call('POST', SUBMIT, scene.learner.token, { TimesheetId: timesheetId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(MESSAGES.submitOnlyDraftOrReturned);
  });
});
