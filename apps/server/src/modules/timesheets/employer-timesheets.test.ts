import { MESSAGES, workingDays } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import {
  mailTo,
  markedDays,
  type PlacedScene,
  placedLearnerScene,
  portOfSpain,
  readTimesheet,
  renewSessions,
  saveTimesheetAs,
  submitTimesheetAs,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// The employer's months (issue 27): GET /api/Employer/Timesheets and POST /api/Employer/ApproveTimesheet,
// one or several at once (all or none), with the pay cycle fixed by the cut-off.
const clock = testClock();
const ctx = useTestContext({ clock });
const call = bodyCaller(ctx);
const get = queryCaller(ctx);

const LIST = '/api/Employer/Timesheets';
const APPROVE = '/api/Employer/ApproveTimesheet';

/** A learner placed from February to December 2030, on 29 March 2030 at 09:00 (both months may be submitted). */
async function scene(): Promise<PlacedScene> {
  clock.set(new Date());
  const placed = await placedLearnerScene(ctx, { start: '2030-02-01', end: '2030-12-31' });
  clock.set(portOfSpain('2030-03-29T09:00'));
  await renewSessions(ctx, placed);
  return placed;
}

/** The learner fills a month (every working day Present) and submits it unless `submit` is false; answers its id. */
async function month(s: PlacedScene, name: string, submit = true): Promise<number> {
  await readTimesheet(ctx, s.learner, s.placementId, name);
  const days = markedDays(workingDays(name, new Set()));
  const saved = await saveTimesheetAs(ctx, s.learner, { placementId: s.placementId, month: name, days });
  if (submit) await submitTimesheetAs(ctx, s.learner, saved.timesheetId);
  return saved.timesheetId;
}

const statusOf = async (id: number) =>
  (await ctx.db.selectFrom('timesheets').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('GET /api/Employer/Timesheets', () => {
  it('answers 401 without a token, 403 to a learner, 400 for a bad Month or Status', async () => {
    const s = await scene();
    expect((await get('GET', LIST, undefined)).statusCode).toBe(401);
    expect((await get('GET', LIST, s.learner.token)).statusCode).toBe(403);
    for (const query of [{ Month: '2030-13' }, { Status: 'Lost' }] as Record<string, string>[]) {
      const res = await get('GET', LIST, s.owner.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("lists its learners' months newest first, without Drafts or other employers' months; filters by Month and Status", async () => {
    const s = await scene();
    const february = await month(s, '2030-02');
    await month(s, '2030-03', false);
    const elsewhere = await scene();
    await month(elsewhere, '2030-03');
    await renewSessions(ctx, s);
    const ids = async (query?: Record<string, string>) =>
      (await get('GET', LIST, s.owner.token, query))
        .json()
        .map((m: { timesheetId: number }) => m.timesheetId);
    expect(await ids()).toEqual([february]);
    expect(await ids({ Month: '2030-02' })).toEqual([february]);
    expect(await ids({ Month: '2030-03' })).toEqual([]);
    expect(await ids({ Status: 'Submitted' })).toEqual([february]);
    expect(await ids({ Status: 'Draft' })).toEqual([]);
    const [listed] = (await get('GET', LIST, s.owner.token)).json();
    expect(listed).toMatchObject({
      learnerId: s.learner.username,
      empId: s.owner.username,
      status: 'Submitted',
    });
  });
});

describe('POST /api/Employer/ApproveTimesheet', () => {
  it('answers 401 without a token, 403 to a learner, an admin and another employer (the month untouched)', async () => {
    const s = await scene();
    const id = await month(s, '2030-03');
    const body = { TimesheetId: id };
    expect((await call('POST', APPROVE, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', APPROVE, s.learner.token, body)).statusCode).toBe(403);
    expect((await call('POST', APPROVE, s.admin.token, body)).statusCode).toBe(403);
    const res = await call('POST', APPROVE, s.other.token, { timesheetIds: [id] });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await statusOf(id)).toBe('Submitted');
  });

  it('answers 400 when no month is named or an id is malformed, 404 when one is unknown (approving none)', async () => {
    const s = await scene();
    const id = await month(s, '2030-03');
    const none = await call('POST', APPROVE, s.owner.token, {});
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(MESSAGES.approveWhichMonths);
    for (const body of [{ TimesheetId: 'abc' }, { timesheetIds: ['x'] }, { timesheetIds: 3 }]) {
      expect((await call('POST', APPROVE, s.owner.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await call('POST', APPROVE, s.owner.token, { timesheetIds: [id, 999999] });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('Submitted');
  });

  it('tells the learner by mail that the month is approved, with its pay cycle and amount (issue 28)', async () => {
    const s = await scene();
    const id = await month(s, '2030-02');
    expect((await call('POST', APPROVE, s.owner.token, { TimesheetId: id })).statusCode).toBe(200);
    const mail = await mailTo(ctx, s.learner.email, /approved your attendance for February 2030/);
    expect(mail.text).toContain('pay cycle 2, 3,960.00 TTD'); // after February's cut-off
    expect(mail.text).toContain('/learner-dashboard?tab=stipend');
  });

  it('approves several all or none: 409 while one is a Draft, then both, each in its pay cycle', async () => {
    const s = await scene();
    const february = await month(s, '2030-02');
    const march = await month(s, '2030-03', false);
    const refused = await call('POST', APPROVE, s.owner.token, { timesheetIds: [february, march] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(MESSAGES.approveOnlySubmitted);
    expect(await statusOf(february)).toBe('Submitted');

    await submitTimesheetAs(ctx, s.learner, march);
    const res = await call('POST', APPROVE, s.owner.token, { timesheetIds: [march, february] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.timesheetsApproved);
    const approvedAt = clock.now().toISOString();
    // February's cut-off was 10:00 on Friday 1 March: approved after it, it is paid in the second cycle.
    expect(res.json().data).toEqual([
      expect.objectContaining({ timesheetId: february, status: 'Approved', payCycle: 2, approvedAt }),
      expect.objectContaining({ timesheetId: march, status: 'Approved', payCycle: 1, approvedAt }),
    ]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['record_type', 'record_id', 'actor_username', 'detail'])
      .where('action', '=', 'timesheet.approved')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        record_type: 'timesheet',
        record_id: String(february),
        actor_username: s.owner.username,
        detail: expect.objectContaining({ month: '2030-02', payCycle: 2, placementId: s.placementId }),
      },
      expect.objectContaining({ record_id: String(march), detail: expect.objectContaining({ payCycle: 1 }) }),
    ]);
  });

  it.each([
    ['09:59', 1],
    ['10:00', 2],
  ])(
    'approved at %s Port of Spain on the first working day of the next month: pay cycle %i',
    async (time, cycle) => {
      const s = await scene();
      const id = await month(s, '2030-03');
      clock.set(portOfSpain(`2030-04-01T${time}`));
      await renewSessions(ctx, s);
      // The spec's style: the month named in the query string.
      const res = await ctx.app.inject({
        method: 'POST',
        url: APPROVE,
        query: { TimesheetId: String(id) },
        headers: { authorization: `Bearer ${s.owner.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: MESSAGES.timesheetApproved,
        data: [{ timesheetId: id, payCycle: cycle, approvedAt: clock.now().toISOString() }],
      });
    },
  );

  it('moves the cut-off past a holiday on the first weekday of the next month', async () => {
    const s = await scene();
    const id = await month(s, '2030-03');
    await ctx.db
      .insertInto('holidays')
      .values({ date: '2030-04-01', name: 'A proclaimed holiday' })
      .execute();
    clock.set(portOfSpain('2030-04-02T09:30'));
    await renewSessions(ctx, s);
    const res = await call('POST', APPROVE, s.owner.token, { TimesheetId: id });
    expect(res.json().data[0]).toMatchObject({ payCycle: 1 });
  });

  it('freezes an approved month: a holiday added later changes nothing, and the learner cannot save it', async () => {
    const s = await scene();
    const id = await month(s, '2030-03');
    const approved = (await call('POST', APPROVE, s.owner.token, { TimesheetId: id })).json().data[0];
    await ctx.db.insertInto('holidays').values({ date: '2030-03-15', name: 'A day of mourning' }).execute();
    const read = await readTimesheet(ctx, s.learner, s.placementId, '2030-03');
    // The figures and marks stay as approved; only the calendar's list of dates shows the new holiday.
    const { workingDates: _later, ...kept } = read;
    const { workingDates: _then, ...asApproved } = approved;
    expect(kept).toEqual(asApproved);
    expect(read).toMatchObject({ workingDays: 21, daysCredited: 21, amountCents: 396000 });
    const save = await call('POST', '/api/Learner/SaveTimesheet', s.learner.token, {
      placementId: s.placementId,
      month: '2030-03',
      days: [],
      remarks: '',
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().error).toBe(MESSAGES.saveOnlyDraftOrReturned);
  });
});
