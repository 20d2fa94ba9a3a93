import { formatPortalDateTime, learnerOpenJobItemSchema, learnerOpenJobPageSchema } from '@ojt/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applyAs,
  bearer,
  createAdmin,
  createJobPosition,
  employerSession,
  learnerSession,
  publishOpening,
  type SignedIn,
  signIn,
  updateProfileAs,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

async function publish(employer: SignedIn, overrides: Record<string, unknown> = {}, opening = {}) {
  const position = await createJobPosition(ctx, employer, overrides);
  return { position, opening: await publishOpening(ctx, employer, position.empjobid, opening) };
}

const ids = (items: { jobOpenings: { jobOpeningId: number } }[]) =>
  items.map((i) => i.jobOpenings.jobOpeningId);

describe('GET /api/Learner/GetOpenJobs and /api/Learner/OpenJobs', () => {
  it('answers 401 without a token, 403 for an employer or an admin', async () => {
    const employer = await employerSession(ctx);
    const admin = await createAdmin(ctx);
    for (const url of ['/api/Learner/GetOpenJobs', '/api/Learner/OpenJobs']) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, employer.token)).statusCode).toBe(403);
      expect((await get(url, admin.token)).statusCode).toBe(403);
    }
  });

  it('answers 401 as soon as the session ends: a password change elsewhere, or logout', async () => {
    const learner = await learnerSession(ctx);
    const elsewhere = await signIn(ctx, learner.username, learner.password!);
    expect((await get('/api/Learner/GetOpenJobs', elsewhere)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Login/ChangePassword',
      headers: bearer(learner.token),
      payload: {
        pUserName: learner.username,
        oldPassword: learner.password,
        newPassword: 'maracas bay 1990',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const url of ['/api/Learner/GetOpenJobs', '/api/Learner/OpenJobs']) {
      const res = await get(url, elsewhere);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SESSION_EXPIRED');
    }
    expect((await get('/api/Learner/GetOpenJobs', learner.token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/Login/logout', headers: bearer(learner.token) });
    expect((await get('/api/Learner/GetOpenJobs', learner.token)).statusCode).toBe(401);
  });

  it('answers 400 for a bad sector, page or unknown parameter, never 500', async () => {
    const learner = await learnerSession(ctx);
    for (const query of [
      'Sectors=47',
      'Sectors=abc',
      'Sectors=-1',
      `Sectors=${'9'.repeat(5000)}`,
      'Sectors=%00',
      'EmpKey=EMP-1',
      'page=0',
      'pageSize=1000',
      'page=x',
    ]) {
      const url = query.startsWith('page') ? '/api/Learner/OpenJobs' : '/api/Learner/GetOpenJobs';
      const res = await get(`${url}?${query}`, learner.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('lists only live openings of active positions, with the employer, filtered by sector', async () => {
    const employer = await employerSession(ctx);
    const it4 = await publish(employer, { jobSector: 4 });
    const health = await publish(employer, { jobSector: 5 });
    await publish(employer, {}, { OpenDate: formatPortalDateTime(new Date(Date.now() + 86_400_000)) });
    const closed = await publish(employer);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Employer/CloseJobPosition?JobOpeningId=${closed.opening.jobOpeningId}`,
      headers: bearer(employer.token),
    });
    const disabled = await publish(employer);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Employer/ToggleEmpJobStatus?jobPositionId=${disabled.position.empjobid}`,
      headers: bearer(employer.token),
    });
    const learner = await learnerSession(ctx);

    const all = await get('/api/Learner/GetOpenJobs', learner.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all.json())).toEqual([health.opening.jobOpeningId, it4.opening.jobOpeningId]);
    expect(all.json()[1]).toMatchObject({
      empJobs: {
        empjobid: it4.position.empjobid,
        empjobsector: 4,
        empkey: employer.username,
        published: true,
      },
      jobOpenings: { jobOpeningId: it4.opening.jobOpeningId, numofOpenings: 2, jobOpeningStatus: 1 },
      employer: { empId: employer.username, empName: employer.payload.empName },
      applied: false,
      match: null,
    });
    expect(all.json()[1].empJobs.tblemployerjobRequirements).toHaveLength(2);

    const sector = await get('/api/Learner/GetOpenJobs?Sectors=4', learner.token);
    expect(ids(sector.json())).toEqual([it4.opening.jobOpeningId]);
    const none = await get('/api/Learner/GetOpenJobs?Sectors=0', learner.token);
    expect(none.json()).toHaveLength(2);
  });

  it('marks the openings the learner applied to, and only for that learner', async () => {
    const employer = await employerSession(ctx);
    const { opening } = await publish(employer);
    const learner = await learnerSession(ctx);
    const other = await learnerSession(ctx);
    await applyAs(ctx, learner, opening.jobOpeningId);
    expect((await get('/api/Learner/GetOpenJobs', learner.token)).json()[0].applied).toBe(true);
    expect((await get('/api/Learner/GetOpenJobs', other.token)).json()[0].applied).toBe(false);
  });

  it('gives each of many learners asking at once their own applications, and refuses an ended session among them', async () => {
    const employer = await employerSession(ctx);
    const { opening } = await publish(employer);
    const learners = await Promise.all([1, 2, 3, 4].map(() => learnerSession(ctx)));
    await applyAs(ctx, learners[1]!, opening.jobOpeningId);
    await applyAs(ctx, learners[3]!, opening.jobOpeningId);
    await ctx.app.inject({ method: 'POST', url: '/api/Login/logout', headers: bearer(learners[2]!.token) });
    const answers = await Promise.all(
      learners.map((learner) => get('/api/Learner/GetOpenJobs', learner.token)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 200]);
    expect([0, 1, 3].map((i) => answers[i]!.json()[0].applied)).toEqual([false, true, true]);
  });

  it("ranks openings the learner's qualifications match first, and says why", async () => {
    const employer = await employerSession(ctx);
    const welding = await publish(employer, {
      lstRequirements: [
        { qualificationType: 'CVQ', certificateName: 'Welding Level 2' },
        { qualificationType: 'CXC', certificateName: 'Mathematics' },
      ],
    });
    const plumbing = await publish(employer, {
      lstRequirements: [{ qualificationType: 'NVQ', certificateName: 'Plumbing' }],
    });
    const learner = await learnerSession(ctx);
    const before = await get('/api/Learner/GetOpenJobs', learner.token);
    expect(ids(before.json())).toEqual([plumbing.opening.jobOpeningId, welding.opening.jobOpeningId]);

    await updateProfileAs(ctx, learner, {
      lstQualification: [
        { qualificationType: 'CVQ', certificateName: 'welding level 2', institution: 'NESC' },
      ],
    });
    const after = (await get('/api/Learner/GetOpenJobs', learner.token)).json();
    expect(ids(after)).toEqual([welding.opening.jobOpeningId, plumbing.opening.jobOpeningId]);
    expect(after[0].match).toEqual({ score: 50, reason: 'Matches your CVQ in welding level 2' });
    expect(after[1].match).toBeNull();
  });

  it('answers exactly the schema: JSON with no field missing, extra or mistyped', async () => {
    const employer = await employerSession(ctx);
    const { opening } = await publish(employer, {
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'Welding Level 2' }],
    });
    await publish(employer, { lstRequirements: [{ qualificationType: 'NVQ', certificateName: 'Plumbing' }] });
    const learner = await learnerSession(ctx);
    await updateProfileAs(ctx, learner, {
      lstQualification: [
        { qualificationType: 'CVQ', certificateName: 'Welding Level 2', institution: 'NESC' },
      ],
    });
    await applyAs(ctx, learner, opening.jobOpeningId);
    const list = await get('/api/Learner/GetOpenJobs', learner.token);
    const page = await get('/api/Learner/OpenJobs?pageSize=1', learner.token);
    for (const res of [list, page])
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = list.json();
    expect(items).toEqual(z.array(learnerOpenJobItemSchema).parse(items));
    expect(items[0]).toMatchObject({ applied: true, match: { score: 100 } });
    expect(items[1]).toMatchObject({ applied: false, match: null });
    expect(page.json()).toEqual(learnerOpenJobPageSchema.parse(page.json()));
    expect(page.json()).toEqual({ items: [items[0]], total: 2, page: 1, pageSize: 1 });
  });

  it('pages the ranked list', async () => {
    const employer = await employerSession(ctx);
    const first = await publish(employer);
    const second = await publish(employer);
    const learner = await learnerSession(ctx);
    const page1 = await get('/api/Learner/OpenJobs?pageSize=1', learner.token);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(ids(page1.json().items)).toEqual([second.opening.jobOpeningId]);
    const page2 = await get('/api/Learner/OpenJobs?pageSize=1&page=2', learner.token);
    expect(ids(page2.json().items)).toEqual([first.opening.jobOpeningId]);
    const past = await get('/api/Learner/OpenJobs?page=9&Sectors=4', learner.token);
    expect(past.json()).toEqual({ items: [], total: 2, page: 9, pageSize: 20 });
  });
});
