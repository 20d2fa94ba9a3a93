import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createAdmin,
  employerSession,
  learnerSession,
  mailTo,
  publishedPosition,
  type SignedIn,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00$/;

const list = (token: string | undefined, query: Record<string, string>) =>
  queryCaller(ctx)('GET', '/api/Learner/GetAllApplicationsByLearnerId', token, query);
const withdraw = (token: string | undefined, payload: Record<string, unknown>) =>
  bodyCaller(ctx)('POST', '/api/Learner/WithdrawOJTApplication', token, payload);

/** An employer with one open opening and a learner who applied to it. */
async function scene() {
  const employer = await employerSession(ctx);
  const { opening } = await publishedPosition(ctx, employer);
  const learner = await learnerSession(ctx);
  const application = await applyAs(ctx, learner, opening.jobOpeningId);
  return { employer, opening, learner, application };
}

async function scheduleInterview(employer: SignedIn, placementId: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Employer/ScheduleInterview',
    headers: bearer(employer.token),
    payload: {
      PlacementId: placementId,
      InterviewDate: '12/03/2030',
      InterviewTime: '9:30',
      InterviewLocation: 'Head office',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/Learner/GetAllApplicationsByLearnerId', () => {
  it('answers 401 without a token, 403 for an employer, 403 for another learner', async () => {
    const { employer, learner } = await scene();
    expect((await list(undefined, { ID: learner.username })).statusCode).toBe(401);
    expect((await list(employer.token, { ID: learner.username })).statusCode).toBe(403);
    const other = await learnerSession(ctx);
    const res = await list(other.token, { ID: learner.username });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You can see and change only your own applications.',
    });
  });

  it('answers 400 for a missing, huge or NUL-bearing ID, never 500', async () => {
    const learner = await learnerSession(ctx);
    const queries: Record<string, string>[] = [
      {},
      { ID: '' },
      { ID: 'x'.repeat(10_000) },
      { ID: 'a\u0000b' },
      { ID: learner.username, x: '1' },
    ];
    for (const query of queries) {
      const res = await list(learner.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it("answers the caller's applications newest first, with employer and history", async () => {
    const { employer, opening, learner, application } = await scene();
    const second = await applyAs(
      ctx,
      learner,
      (await publishedPosition(ctx, employer)).opening.jobOpeningId,
      4,
    );
    const someoneElse = await learnerSession(ctx);
    await applyAs(ctx, someoneElse, opening.jobOpeningId);
    await scheduleInterview(employer, application.placementId);

    const res = await list(learner.token, { ID: learner.username.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json();
    expect(items.map((i: { placementId: number }) => i.placementId)).toEqual([
      second.placementId,
      application.placementId,
    ]);
    expect(items[0]).toMatchObject({
      placementTypeKey: 4,
      placementStatus: 1,
      employer: { empId: employer.username, empName: employer.payload.empName },
      learner: { learnerId: learner.username, emailPersonal: learner.email },
      history: [{ fromStatus: null, toStatus: 1 }],
    });
    expect(items[1]).toMatchObject({
      placementStatus: 2,
      interviewDate: '2030-12-03',
      interviewTime: '09:30',
      interviewLocation: 'Head office',
      history: [
        { fromStatus: null, toStatus: 1 },
        { fromStatus: 1, toStatus: 2 },
      ],
    });
    expect(items[1].history[1].at).toMatch(AT);
  });

  it('answers an empty list to a learner who has not applied', async () => {
    const learner = await learnerSession(ctx);
    const res = await list(learner.token, { ID: learner.username });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('POST /api/Learner/WithdrawOJTApplication', () => {
  it("answers 401, 403 for an employer, 403 for another learner's application, 404 for none", async () => {
    const { employer, application } = await scene();
    const payload = { ID: application.placementId };
    expect((await withdraw(undefined, payload)).statusCode).toBe(401);
    expect((await withdraw(employer.token, payload)).statusCode).toBe(403);
    expect((await withdraw((await createAdmin(ctx)).token, payload)).statusCode).toBe(403);
    const other = await learnerSession(ctx);
    const res = await withdraw(other.token, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await withdraw(other.token, { ID: 424242 })).statusCode).toBe(404);
  });

  it('answers 400 for a missing or malformed ID, never 500', async () => {
    const learner = await learnerSession(ctx);
    for (const payload of [
      {},
      { ID: 'x' },
      { ID: -1 },
      { ID: 1.5 },
      { ID: '99999999999' },
      { ID: {} },
      { ID: '1\u0000' },
    ]) {
      const res = await withdraw(learner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('withdraws an Applied application (status 6, history, employer mailed); a second time is 409', async () => {
    const { employer, learner, application } = await scene();
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Learner/WithdrawOJTApplication?ID=${application.placementId}`,
      headers: bearer(learner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Application withdrawn',
      data: {
        placementId: application.placementId,
        placementStatus: 6,
        history: [
          { fromStatus: null, toStatus: 1 },
          { fromStatus: 1, toStatus: 6 },
        ],
      },
    });
    const mail = await mailTo(ctx, employer.email, /has withdrawn/);
    expect(mail.subject).toMatch(/^Application withdrawn: Welding Apprentice/);
    expect(mail.text).toContain(learner.username);

    const again = await withdraw(learner.token, { ID: application.placementId });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only an application that is still Applied can be withdrawn.');
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/Employer/GetJobApplications',
      headers: bearer(employer.token),
    });
    expect(seen.json()[0].placementStatus).toBe(6);
  });

  it('refuses once an interview is scheduled (409), and changes nothing', async () => {
    const { employer, learner, application } = await scene();
    await scheduleInterview(employer, application.placementId);
    const res = await withdraw(learner.token, { ID: String(application.placementId) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: 'Cannot withdraw - Interview scheduled' });
    const [item] = (await list(learner.token, { ID: learner.username })).json();
    expect(item.placementStatus).toBe(2);
  });
});

describe('POST /api/Learner/ApplyForOJT (mail and simultaneous applies)', () => {
  it("mails the employer's account about a new application", async () => {
    const { employer, learner } = await scene();
    const mail = await mailTo(ctx, employer.email, /has applied/);
    expect(mail.subject).toMatch(/^New application: Welding Apprentice/);
    expect(mail.text).toContain(`Kavita Persad (learner ID ${learner.username})`);
    expect(mail.text).toContain('placement type: First Time');
    expect(mail.text).toContain('http://portal.test/employer-dashboard?tab=applications');
  });

  it('makes one application out of two simultaneous applies: one 201, one 409', async () => {
    const employer = await employerSession(ctx);
    const { opening } = await publishedPosition(ctx, employer);
    const learner = await learnerSession(ctx);
    const payload = { JobOpeningId: opening.jobOpeningId, LearnerId: learner.username, PlacementType: 1 };
    const answers = await Promise.all(
      [1, 2].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/Learner/ApplyForOJT',
          headers: bearer(learner.token),
          payload,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await ctx.db.selectFrom('placements').select('id').execute();
    expect(rows).toHaveLength(1);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(employer.email).filter((m) => /has applied/.test(m.text))).toHaveLength(1);
  });
});
