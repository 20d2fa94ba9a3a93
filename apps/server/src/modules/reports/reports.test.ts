import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  type Admin,
  addOfficers,
  applyAs,
  bearer,
  createAdmin,
  createLearner,
  employerSession,
  learnerSession,
  publishedPosition,
  type SignedIn,
} from '../../test/factories.ts';
import { queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// GET /api/Admin/Reports (issue 11): the figures of a small programme built with the real calls,
// whose days are then set in the database (the calls stamp "now").
const ctx = useTestContext();
const call = queryCaller(ctx);
const REPORTS = '/api/Admin/Reports';
const YEAR = { from: '2026-01-01', to: '2026-12-31' };
const DAY = 24 * 60 * 60 * 1000;

/** A Port of Spain (UTC-4) instant at 10:00 on the day. */
const at = (day: string) => new Date(`${day}T10:00:00-04:00`);

async function post(token: string, url: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
}

/** Moves an application's days: when it was made and when it first reached each status. */
async function setDays(placementId: number, applied: string, reached: Record<number, string> = {}) {
  await ctx.db
    .updateTable('placements')
    .set({ created_at: at(applied) })
    .where('id', '=', placementId)
    .execute();
  await ctx.db
    .updateTable('placement_status_history')
    .set({ changed_at: at(applied) })
    .where('placement_id', '=', placementId)
    .where('to_status', '=', 1)
    .execute();
  for (const [status, day] of Object.entries(reached)) {
    const moved = await ctx.db
      .updateTable('placement_status_history')
      .set({ changed_at: at(day) })
      .where('placement_id', '=', placementId)
      .where('to_status', '=', Number(status))
      .executeTakeFirst();
    expect(Number(moved.numUpdatedRows), `placement ${placementId} never reached ${status}`).toBe(1);
  }
}

async function openingOn(employer: SignedIn, sector: number, openings: number, day: string) {
  const { opening } = await publishedPosition(ctx, employer, {
    position: { jobSector: sector },
    opening: { NoOpenings: String(openings) },
  });
  await ctx.db
    .updateTable('job_openings')
    .set({ opens_at: at(day) })
    .where('id', '=', opening.jobOpeningId)
    .execute();
  return opening.jobOpeningId;
}

async function place(admin: Admin, officers: Awaited<ReturnType<typeof addOfficers>>, placementId: number) {
  await post(admin.token, '/api/Admin/PlaceLearner', {
    PlacementId: placementId,
    DatePlaced: '2026-01-02',
    StartDate: '2026-01-05',
    EndDate: '2026-06-30',
    ...officers,
    QualificationChecked: true,
  });
}

const interview = (owner: SignedIn, placementId: number) =>
  post(owner.token, '/api/Employer/ScheduleInterview', {
    PlacementId: String(placementId),
    InterviewDate: '12/03/2030',
    InterviewTime: '9:30',
    InterviewLocation: 'Head office, Port of Spain',
    MessageForApplicant: 'Please bring your ID.',
  });
const select = (owner: SignedIn, placementId: number) =>
  post(owner.token, '/api/Employer/SetApplicationOutcome', { PlacementId: placementId, Outcome: 'selected' });

/**
 * Owner (an Enterprise-Based employer, type 1): 4 openings in Information Technology (4) from
 * 15 Feb 2026; learners A (interviewed, selected, placed, completed), B (interviewed, selected) and
 * C (withdrew). Other (Institution-Based, type 2): 3 openings in Health (5) from 1 May; learner D
 * (selected, placed). One learner's sign-up has waited 12 days.
 */
async function programme() {
  const admin = await createAdmin(ctx);
  const owner = await employerSession(ctx, { admin });
  const other = await employerSession(ctx, { admin, overrides: { empType: 2 } });
  const ownOpening = await openingOn(owner, 4, 4, '2026-02-15');
  const otherOpening = await openingOn(other, 5, 3, '2026-05-01');
  const officers = await addOfficers(ctx, admin);
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => learnerSession(ctx, { admin })));
  const apply = async (learner: SignedIn | undefined, opening: number) =>
    (await applyAs(ctx, learner!, opening)).placementId;
  const [pa, pb, pc, pd] = [
    await apply(a, ownOpening),
    await apply(b, ownOpening),
    await apply(c, ownOpening),
    await apply(d, otherOpening),
  ] as [number, number, number, number];

  await interview(owner, pa);
  await select(owner, pa);
  await place(admin, officers, pa);
  await post(owner.token, '/api/Employer/CompletePlacement', {
    PlacementId: pa,
    Attendance: 5,
    Punctuality: 4,
    Quality: 4,
    Teamwork: 4,
    Remarks: 'Reliable.',
  });
  await interview(owner, pb);
  await select(owner, pb);
  await post(c!.token, '/api/Learner/WithdrawOJTApplication', { ID: pc });
  await select(other, pd);
  await place(admin, officers, pd);

  // Days to interview: A 4, B 2; to selection: A 10, B 10, D 6; to placement: A 30, D 20.
  await setDays(pa, '2026-03-02', { 2: '2026-03-06', 3: '2026-03-12', 5: '2026-04-01', 7: '2026-06-30' });
  await setDays(pb, '2026-03-10', { 2: '2026-03-12', 3: '2026-03-20' });
  await setDays(pc, '2026-04-15', { 6: '2026-04-16' });
  await setDays(pd, '2026-05-01', { 3: '2026-05-07', 5: '2026-05-21' });

  const waiting = await createLearner(ctx, { admin });
  await ctx.db
    .updateTable('users')
    .set({ created_at: new Date(Date.now() - 12 * DAY - 60_000) })
    .where('username', '=', waiting.username)
    .execute();
  return { admin, owner, other };
}

async function report(admin: Admin, query: Record<string, string>) {
  const res = await call('GET', REPORTS, admin.token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/Admin/Reports', () => {
  it('answers 401 without a token and 403 to an employer and a learner', async () => {
    expect((await call('GET', REPORTS, undefined, YEAR)).statusCode).toBe(401);
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    for (const token of [employer.token, learner.token]) {
      const res = await call('GET', REPORTS, token, YEAR);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 400 naming the parameter for bad days, filters, control characters and unknown names', async () => {
    const admin = await createAdmin(ctx);
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-02-30' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ from: '2026-01-01\u0000' }, 'from'],
      [{ to: '2026-01-01\u0007' }, 'to'],
      [{ from: '2026-01-01'.repeat(1000) }, 'from'],
      [{ from: '2026-06-01', to: '2026-05-01' }, 'from'],
      [{ from: '2000-01-01', to: '2026-01-01' }, 'to'],
      [{ sector: 'abc' }, 'sector'],
      [{ sector: '1.5' }, 'sector'],
      [{ employerType: '-2' }, 'employerType'],
      [{ employerType: '99999999999' }, 'employerType'],
    ];
    for (const [query, field] of cases) {
      const res = await call('GET', REPORTS, admin.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().fields, JSON.stringify(query)).toHaveProperty(field);
    }
    expect(
      (await call('GET', REPORTS, admin.token, { from: '2026-06-01', to: '2026-05-01' })).json().fields.from,
    ).toBe(MESSAGES.dateFromAfterTo);
    expect((await call('GET', REPORTS, admin.token, { page: '1' })).statusCode).toBe(400);
    const nested = await ctx.app.inject({
      method: 'GET',
      url: `${REPORTS}?sector[a]=1&from[]=2026-01-01`,
      headers: bearer(admin.token),
    });
    expect(nested.statusCode).toBe(400);
  });

  it('counts each stage, the fill rate, the median days and the learners waiting for a year', async () => {
    const { admin } = await programme();
    const body = await report(admin, YEAR);
    expect(body).toMatchObject({
      from: '2026-01-01',
      to: '2026-12-31',
      sector: null,
      employerType: null,
      counts: {
        openings: 7,
        applications: 4,
        interviews: 2,
        selected: 3,
        placed: 2,
        completed: 1,
        withdrawn: 1,
      },
      medianDays: { interview: 3, selection: 10, placement: 25 },
      learnersWaiting: 1,
      oldestWaitingDays: 12,
    });
    expect(body.fillRate).toBeCloseTo(2 / 7);
    expect(body.byMonth).toHaveLength(12);
    expect(
      body.byMonth.filter(
        (m: { applications: number; placements: number }) => m.applications || m.placements,
      ),
    ).toEqual([
      { month: '2026-03', applications: 2, placements: 0 },
      { month: '2026-04', applications: 1, placements: 1 },
      { month: '2026-05', applications: 1, placements: 1 },
    ]);
    expect(body.bySector).toEqual([
      { sector: 4, applications: 3, placed: 1 },
      { sector: 5, applications: 1, placed: 1 },
    ]);
  });

  it('narrows to a sector or an employer type', async () => {
    const { admin } = await programme();
    for (const filter of [{ sector: '5' }, { employerType: '2' }] as Record<string, string>[]) {
      const body = await report(admin, { ...YEAR, ...filter });
      expect(body.counts, JSON.stringify(filter)).toEqual({
        openings: 3,
        applications: 1,
        interviews: 0,
        selected: 1,
        placed: 1,
        completed: 0,
        withdrawn: 0,
      });
      expect(body.fillRate).toBeCloseTo(1 / 3);
      expect(body.medianDays).toEqual({ interview: null, selection: 6, placement: 20 });
      expect(body.bySector).toEqual([{ sector: 5, applications: 1, placed: 1 }]);
    }
    const both = await report(admin, { ...YEAR, sector: '4', employerType: '2' });
    expect(both.counts).toMatchObject({ openings: 0, applications: 0, placed: 0 });
    expect(both.fillRate).toBeNull();
  });

  it('counts a step in the period it happened, by Port of Spain days', async () => {
    const { admin } = await programme();
    const spring = await report(admin, { from: '2026-03-11', to: '2026-04-30' });
    // B applied on 10 March (outside); A was interviewed on 6 March (outside), B on 12 March.
    expect(spring.counts).toEqual({
      openings: 0,
      applications: 1,
      interviews: 1,
      selected: 2,
      placed: 1,
      completed: 0,
      withdrawn: 1,
    });
    expect(spring.fillRate).toBeNull();
    expect(spring.byMonth.map((m: { month: string }) => m.month)).toEqual(['2026-03', '2026-04']);
    // 10:00 on 2 March in Port of Spain is 14:00 UTC: the day is 2 March either way, but 23:30 is not.
    const late = new Date('2026-03-31T23:30:00-04:00');
    await ctx.db.updateTable('placements').set({ created_at: late }).where('sector', '=', 5).execute();
    const march = await report(admin, { from: '2026-03-31', to: '2026-03-31' });
    expect(march.counts.applications).toBe(1);
    expect(march.byMonth).toEqual([{ month: '2026-03', applications: 1, placements: 0 }]);
  });

  it("follows an employer's new type into its openings, applications and stages already recorded", async () => {
    const { admin, owner } = await programme();
    // The employer type is copied onto each row for speed (0014); a trigger keeps the copies in step.
    await ctx.db.updateTable('employers').set({ emp_type: 2 }).where('emp_id', '=', owner.username).execute();
    const body = await report(admin, { ...YEAR, employerType: '2' });
    expect(body.counts).toMatchObject({ applications: 4, placed: 2 });
    expect(body.bySector).toEqual([
      { sector: 4, applications: 3, placed: 1 },
      { sector: 5, applications: 1, placed: 1 },
    ]);
    const otherType = await report(admin, { ...YEAR, employerType: '1' });
    expect(otherType.counts).toMatchObject({ applications: 0, placed: 0 });
  });

  it("follows a position's new sector into the applications and the stages already recorded", async () => {
    const { admin, owner } = await programme();
    const positions = ctx.db
      .selectFrom('job_positions')
      .select('id')
      .where(
        'employer_user_id',
        '=',
        ctx.db.selectFrom('users').select('id').where('username', '=', owner.username),
      );
    await ctx.db.updateTable('job_positions').set({ sector: 5 }).where('id', 'in', positions).execute();
    const body = await report(admin, { ...YEAR, sector: '5' });
    expect(body.counts).toMatchObject({
      applications: 4,
      interviews: 2,
      selected: 3,
      placed: 2,
      completed: 1,
    });
    expect(body.bySector).toEqual([{ sector: 5, applications: 4, placed: 2 }]);
  });

  it('defaults to the last 12 months and answers zeros on an empty programme', async () => {
    const admin = await createAdmin(ctx);
    const body = await report(admin, {});
    expect(body.byMonth).toHaveLength(12);
    expect(body.to > body.from).toBe(true);
    expect(body).toMatchObject({
      counts: {
        openings: 0,
        applications: 0,
        interviews: 0,
        selected: 0,
        placed: 0,
        completed: 0,
        withdrawn: 0,
      },
      fillRate: null,
      medianDays: { interview: null, selection: null, placement: null },
      learnersWaiting: 0,
      oldestWaitingDays: null,
      bySector: [],
    });
  });
});
