import { MESSAGES, workingDays } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  mailTo,
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

// POST /api/Employer/ReturnTimesheet (issue 27): a submitted month goes back to the learner with a
// reason; the learner is told, fixes it and submits again.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const RETURN = '/api/Employer/ReturnTimesheet';
const MARCH = workingDays('2030-03', new Set());
const REASON = 'You were on leave on the 4th, not present.';

/** A learner placed for March to December 2030 whose March (every day Present) is `submitted`, on 29 March. */
async function marchScene(submitted = true) {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-29T09:00'));
  await renewSessions(ctx, scene);
  await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
  const body = { placementId: scene.placementId, month: '2030-03', days: markedDays(MARCH) };
  const { timesheetId } = await saveTimesheetAs(ctx, scene.learner, body);
  if (submitted) await submitTimesheetAs(ctx, scene.learner, timesheetId);
  return { ...scene, timesheetId: timesheetId as number, body };
}

describe('POST /api/Employer/ReturnTimesheet', () => {
  it('answers 401 without a token, 403 to the learner, an admin and another employer (the month untouched)', async () => {
    const s = await marchScene();
    const body = { TimesheetId: s.timesheetId, Reason: REASON };
    expect((await call('POST', RETURN, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', RETURN, s.learner.token, body)).statusCode).toBe(403);
    expect((await call('POST', RETURN, s.admin.token, body)).statusCode).toBe(403);
    const res = await call('POST', RETURN, s.other.token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await readTimesheet(ctx, s.learner, s.placementId, '2030-03')).status).toBe('Submitted');
  });

  it('answers 400 without a reason (in the query string too), 404 for an unknown month', async () => {
    const s = await marchScene();
    for (const body of [{ TimesheetId: s.timesheetId }, { TimesheetId: s.timesheetId, Reason: '   ' }]) {
      const res = await call('POST', RETURN, s.owner.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual({ Reason: MESSAGES.returnReasonRequired });
    }
    const query = await ctx.app.inject({
      method: 'POST',
      url: `${RETURN}?TimesheetId=${s.timesheetId}`,
      headers: { authorization: `Bearer ${s.owner.token}` },
    });
    expect(query.statusCode).toBe(400);
    const unknown = await call('POST', RETURN, s.owner.token, { TimesheetId: 999999, Reason: REASON });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 for a month that is not submitted', async () => {
    const s = await marchScene(false);
    const res = await call('POST', RETURN, s.owner.token, { TimesheetId: s.timesheetId, Reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.returnOnlySubmitted);
  });

  it('returns the month with the reason, tells the learner, who fixes it and submits again; the employer approves', async () => {
    const s = await marchScene();
    const res = await call('POST', RETURN, s.owner.token, { TimesheetId: s.timesheetId, Reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.timesheetReturned,
      data: { status: 'Returned', returnedReason: REASON, payCycle: null },
    });
    const mail = await mailTo(ctx, s.learner.email, /returned your attendance for March 2030/);
    expect(mail.subject).toBe('Your attendance for March 2030 was returned');
    expect(mail.text).toContain(`Reason:\n${REASON}`);
    expect(mail.text).toContain('http://portal.test/learner-dashboard?tab=stipend');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id', 'detail'])
      .where('action', '=', 'timesheet.returned')
      .execute();
    expect(audit).toEqual([
      {
        record_type: 'timesheet',
        record_id: String(s.timesheetId),
        detail: expect.objectContaining({ reason: REASON, month: '2030-03', learnerId: s.learner.username }),
      },
    ]);

    const days = [
      ...markedDays(MARCH.slice(0, 1)),
      ...markedDays(['2030-03-04'], 'L'),
      ...markedDays(MARCH.slice(2)),
    ];
    const fixed = await saveTimesheetAs(ctx, s.learner, { ...s.body, days });
    expect(fixed).toMatchObject({ status: 'Returned', daysCredited: 21 });
    const again = await submitTimesheetAs(ctx, s.learner, s.timesheetId);
    expect(again).toMatchObject({ status: 'Submitted' });
    const approved = await call('POST', '/api/Employer/ApproveTimesheet', s.owner.token, {
      TimesheetId: s.timesheetId,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data[0]).toMatchObject({ status: 'Approved', payCycle: 1 });
  });
});
