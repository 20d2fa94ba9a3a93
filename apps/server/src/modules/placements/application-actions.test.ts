import { describe, expect, it } from 'vitest';
import { applicationScene, bearer, expectOwnerOnly } from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const call = queryCaller(ctx);

const history = (placementId: number) =>
  ctx.db
    .selectFrom('placement_status_history')
    .select(['from_status', 'to_status', 'changed_by'])
    .where('placement_id', '=', placementId)
    .orderBy('id')
    .execute();

const interview = (placementId: number, change: Record<string, string> = {}) => ({
  PlacementId: String(placementId),
  InterviewDate: '12/03/2030',
  InterviewTime: '9:30',
  InterviewLocation: 'Head office, Port of Spain',
  MessageForApplicant: 'Please bring your ID.',
  ...change,
});

describe('POST /api/Employer/ScheduleInterview', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 and 400', async () => {
    const { owner, application } = await applicationScene(ctx);
    await expectOwnerOnly(ctx, 'POST', '/api/Employer/ScheduleInterview', interview(application.placementId));
    const missing = await call('POST', '/api/Employer/ScheduleInterview', owner.token, interview(55555));
    expect(missing.statusCode).toBe(404);
    const cases: [Record<string, string>, string][] = [
      [{ InterviewDate: '' }, 'Interview date is required'],
      [{ InterviewDate: '13/45/2030' }, 'Please enter a valid interview date'],
      [{ InterviewTime: '25:00' }, 'Please enter a valid interview time'],
      [{ InterviewLocation: ' ' }, 'Interview location is required'],
    ];
    for (const [change, message] of cases) {
      const res = await call(
        'POST',
        '/api/Employer/ScheduleInterview',
        owner.token,
        interview(application.placementId, change),
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error).toBe(message);
    }
  });

  it('moves Applied to Interview scheduled, records it, and mails an .ics invitation', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const res = await call(
      'POST',
      '/api/Employer/ScheduleInterview',
      owner.token,
      interview(application.placementId),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Interview scheduled successfully.',
      data: {
        placementStatus: 2,
        interviewDate: '2030-12-03',
        interviewTime: '09:30',
        interviewLocation: 'Head office, Port of Spain',
        interviewMessage: 'Please bring your ID.',
      },
    });
    expect(await history(application.placementId)).toEqual([
      { from_status: null, to_status: 1, changed_by: expect.any(Number) },
      { from_status: 1, to_status: 2, changed_by: expect.any(Number) },
    ]);
    await ctx.app.outbox.drain();
    const [mail] = ctx.mail.to(learner.email).filter((m) => /Interview invitation/.test(m.subject));
    expect(mail?.text).toContain('Tuesday 3 December 2030 at 9:30 am');
    expect(mail?.text).toContain('http://portal.test/learner-dashboard?tab=applications');
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('interview.ics');
    // 9:30 in Port of Spain is 13:30 UTC.
    expect(ics?.content).toContain('DTSTART:20301203T133000Z');
    expect(ics?.content).toContain('LOCATION:Head office\\, Port of Spain');

    const moved = await call(
      'POST',
      '/api/Employer/ScheduleInterview',
      owner.token,
      interview(application.placementId, { InterviewDate: '2030-12-04', InterviewTime: '2:15 PM' }),
    );
    expect(moved.json().data).toMatchObject({
      placementStatus: 2,
      interviewDate: '2030-12-04',
      interviewTime: '14:15',
    });
    expect(await history(application.placementId)).toHaveLength(2);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).some((m) => /has moved/.test(m.subject))).toBe(true);
  });

  it('answers 409 for a withdrawn application and after an outcome', async () => {
    const { owner, application } = await applicationScene(ctx);
    await ctx.db
      .updateTable('placements')
      .set({ status: 6 })
      .where('id', '=', application.placementId)
      .execute();
    const withdrawn = await call(
      'POST',
      '/api/Employer/ScheduleInterview',
      owner.token,
      interview(application.placementId),
    );
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().error).toBe('This application was withdrawn and can no longer be changed.');
    await ctx.db
      .updateTable('placements')
      .set({ status: 4 })
      .where('id', '=', application.placementId)
      .execute();
    const decided = await call(
      'POST',
      '/api/Employer/ScheduleInterview',
      owner.token,
      interview(application.placementId),
    );
    expect(decided.statusCode).toBe(409);
  });
});

describe('GET|POST /api/Employer/AddComment', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 and 400', async () => {
    const { owner, application } = await applicationScene(ctx);
    const query = { Id: String(application.placementId), comments: 'Good' };
    await expectOwnerOnly(ctx, 'GET', '/api/Employer/AddComment', query);
    await expectOwnerOnly(ctx, 'POST', '/api/Employer/AddComment', query);
    expect(
      (await call('GET', '/api/Employer/AddComment', owner.token, { ...query, Id: '4040' })).statusCode,
    ).toBe(404);
    const blank = await call('POST', '/api/Employer/AddComment', owner.token, { ...query, comments: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please enter a comment.');
  });

  it("appends '[date, time] Company: text' with the separator", async () => {
    const { owner, application } = await applicationScene(ctx);
    const first = await call('GET', '/api/Employer/AddComment', owner.token, {
      Id: String(application.placementId),
      comments: 'Strong CV.',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Comment Added Successfully!');
    const stamp = /^\[\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\] /;
    const company = String(owner.payload.empName);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/Employer/AddComment',
      headers: bearer(owner.token),
      payload: { Id: application.placementId, comments: 'Called back.\n\nWill visit.' },
    });
    const comments = second.json().data.placementComments.split('\n\n');
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatch(stamp);
    expect(comments[0]).toContain(`${company}: Strong CV.`);
    expect(comments[1]).toContain(`${company}: Called back.\nWill visit.`);
  });
});

describe('POST /api/Employer/SetApplicationOutcome', () => {
  it('answers 401, 403 for a learner, 403 for another employer, 404 and 400', async () => {
    const { owner, application } = await applicationScene(ctx);
    const query = { PlacementId: String(application.placementId), Outcome: 'selected' };
    await expectOwnerOnly(ctx, 'POST', '/api/Employer/SetApplicationOutcome', query);
    const missing = await call('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
      ...query,
      PlacementId: '31337',
    });
    expect(missing.statusCode).toBe(404);
    const bad = await call('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
      ...query,
      Outcome: 'hired',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('marks Selected then Not selected, records each change and mails the learner', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    const url = '/api/Employer/SetApplicationOutcome';
    const selected = await call('POST', url, owner.token, {
      PlacementId: String(application.placementId),
      Outcome: 'selected',
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toMatchObject({
      message: 'The applicant was marked Selected.',
      data: { placementStatus: 3 },
    });
    await call('POST', url, owner.token, {
      PlacementId: String(application.placementId),
      Outcome: 'selected',
    });
    const rejected = await call('POST', url, owner.token, {
      PlacementId: String(application.placementId),
      Outcome: 'not-selected',
    });
    expect(rejected.json().data.placementStatus).toBe(4);
    expect((await history(application.placementId)).map((h) => [h.from_status, h.to_status])).toEqual([
      [null, 1],
      [1, 3],
      [3, 4],
    ]);
    await ctx.app.outbox.drain();
    const subjects = ctx.mail.to(learner.email).map((m) => m.subject);
    expect(subjects.filter((s) => /selected: Lab Technician/.test(s))).toHaveLength(1);
    expect(subjects.filter((s) => /Update on your application/.test(s))).toHaveLength(1);
  });

  it('answers 409 for a withdrawn application and sends nothing', async () => {
    const { owner, learner, application } = await applicationScene(ctx);
    await ctx.db
      .updateTable('placements')
      .set({ status: 6 })
      .where('id', '=', application.placementId)
      .execute();
    const res = await call('POST', '/api/Employer/SetApplicationOutcome', owner.token, {
      PlacementId: String(application.placementId),
      Outcome: 'selected',
    });
    expect(res.statusCode).toBe(409);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(learner.email).filter((m) => /selected/i.test(m.subject))).toEqual([]);
  });
});
