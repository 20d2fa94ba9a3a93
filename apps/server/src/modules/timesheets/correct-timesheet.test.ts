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

// POST /api/Admin/CorrectTimesheet (issue 27): the office corrects an approved month with a reason;
// the amount is worked out again, the pay cycle stays, the audit trail and both people are told.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);

const CORRECT = '/api/Admin/CorrectTimesheet';
const MARCH = workingDays('2030-03', new Set());
const REASON = 'Sick leave on the 4th and 5th confirmed by a certificate.';

/** A learner placed for March to December 2030 whose March has 19 days Present, two Absent: `approved`. */
async function marchScene(approved = true) {
  clock.set(new Date());
  const scene = await placedLearnerScene(ctx, { start: '2030-03-01', end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-29T09:00'));
  await renewSessions(ctx, scene);
  await readTimesheet(ctx, scene.learner, scene.placementId, '2030-03');
  const days = [
    ...markedDays(MARCH.slice(0, 2)),
    ...markedDays(MARCH.slice(2, 4), 'A'),
    ...markedDays(MARCH.slice(4)),
  ];
  const { timesheetId } = await saveTimesheetAs(ctx, scene.learner, {
    placementId: scene.placementId,
    month: '2030-03',
    days,
  });
  if (approved) {
    await submitTimesheetAs(ctx, scene.learner, timesheetId);
    const res = await call('POST', '/api/Employer/ApproveTimesheet', scene.owner.token, {
      TimesheetId: timesheetId,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...scene, timesheetId: timesheetId as number };
}

const corrected = (timesheetId: number, days: unknown[] = markedDays(MARCH), reason = REASON) => ({
  timesheetId,
  days,
  reason,
});

describe('POST /api/Admin/CorrectTimesheet', () => {
  it('answers 401 without a token, 403 to the learner and the employer (the month untouched)', async () => {
    const s = await marchScene();
    expect((await call('POST', CORRECT, undefined, corrected(s.timesheetId))).statusCode).toBe(401);
    expect((await call('POST', CORRECT, s.learner.token, corrected(s.timesheetId))).statusCode).toBe(403);
    const res = await call('POST', CORRECT, s.owner.token, corrected(s.timesheetId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await readTimesheet(ctx, s.learner, s.placementId, '2030-03')).daysCredited).toBe(19);
  });

  it('answers 400 without a reason or with a bad day, 404 for an unknown month', async () => {
    const s = await marchScene();
    const none = await call('POST', CORRECT, s.admin.token, corrected(s.timesheetId, markedDays(MARCH), ''));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ reason: MESSAGES.correctionReasonRequired });
    const leave = await call(
      'POST',
      CORRECT,
      s.admin.token,
      corrected(s.timesheetId, [{ date: MARCH[0], am: 'L', pm: 'L', leaveReason: null }]),
    );
    expect(leave.statusCode).toBe(400);
    const unknown = await call('POST', CORRECT, s.admin.token, corrected(999999));
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 409 for a month not approved, and for a day outside the placement', async () => {
    const draft = await marchScene(false);
    const res = await call('POST', CORRECT, draft.admin.token, corrected(draft.timesheetId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MESSAGES.correctOnlyApproved);

    const s = await marchScene();
    for (const date of ['2030-03-02', '2030-04-01']) {
      const outside = await call(
        'POST',
        CORRECT,
        s.admin.token,
        corrected(s.timesheetId, markedDays([date])),
      );
      expect(outside.statusCode, date).toBe(409);
      expect(outside.json().error).toBe(MESSAGES.timesheetDayOutsidePlacement);
    }
  });

  it('corrects the days and the amount, keeps it Approved in its pay cycle, records it and tells both', async () => {
    const s = await marchScene();
    const before = await readTimesheet(ctx, s.learner, s.placementId, '2030-03');
    expect(before).toMatchObject({ status: 'Approved', payCycle: 1, daysCredited: 19, amountCents: 358286 });
    // Corrected after the cut-off: the month stays in the cycle fixed when it was approved.
    clock.set(portOfSpain('2030-04-15T11:00'));
    await renewSessions(ctx, s);
    const days = [
      ...markedDays(MARCH.slice(0, 2)),
      ...markedDays(MARCH.slice(2, 4), 'L'),
      ...markedDays(MARCH.slice(4)),
    ];
    const res = await call('POST', CORRECT, s.admin.token, corrected(s.timesheetId, days));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.timesheetCorrected,
      data: {
        status: 'Approved',
        payCycle: 1,
        approvedAt: before.approvedAt,
        daysCredited: 21,
        amountCents: 396000,
        amountText: '3,960.00 TTD',
      },
    });
    expect(res.json().data.days[2]).toEqual({ date: MARCH[2], am: 'L', pm: 'L', leaveReason: 'sick' });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id', 'actor_username', 'detail'])
      .where('action', '=', 'timesheet.corrected')
      .execute();
    expect(audit).toEqual([
      {
        record_type: 'timesheet',
        record_id: String(s.timesheetId),
        actor_username: s.admin.username,
        detail: expect.objectContaining({
          reason: REASON,
          daysCreditedBefore: 19,
          daysCreditedAfter: 21,
          amountCentsBefore: 358286,
          amountCentsAfter: 396000,
        }),
      },
    ]);
    for (const [to, url] of [
      [s.learner.email, 'learner-dashboard?tab=stipend'],
      [s.owner.email, 'employer-dashboard?tab=timesheets'],
    ] as const) {
      const mail = await mailTo(ctx, to, /has corrected .* for March 2030/);
      expect(mail.text).toContain(`Reason:\n${REASON}`);
      expect(mail.text).toContain('now 3,960.00 TTD');
      expect(mail.text).toContain(url);
    }
  });
});
