import { learnerOpenJobPageSchema } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  applyAs,
  bearer,
  createJobPosition,
  employerSession,
  learnerSession,
  mailTo,
  publishOpening,
  type SignedIn,
  updateProfileAs,
} from '../../test/factories.ts';
import { createTestContext, useTestContext } from '../../test/test-app.ts';

// Issue 30: Browse searches (Keyword), narrows by area (CityId, State), sorts (Sort), says in plain
// words whether the learner meets each opening's requirements; applying mails the learner.
const ctx = useTestContext();

const get = (query: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Learner/OpenJobs?${query}`,
    ...(token ? { headers: bearer(token) } : {}),
  });

async function publish(employer: SignedIn, position: Record<string, unknown> = {}, opening = {}) {
  // Requirements no search below looks for, unless a test gives its own.
  const plain = { lstRequirements: [{ qualificationType: 'NVQ', certificateName: 'Office Skills' }] };
  const created = await createJobPosition(ctx, employer, { ...plain, ...position });
  return (await publishOpening(ctx, employer, created.empjobid, opening)).jobOpeningId;
}

async function titles(query: string, learner: SignedIn): Promise<string[]> {
  const res = await get(query, learner.token);
  expect(res.statusCode, res.body).toBe(200);
  const page = learnerOpenJobPageSchema.parse(res.json());
  return page.items.map((item) => item.empJobs.empjobname);
}

describe('GET /api/Learner/OpenJobs ?Keyword&CityId&State&Sort', () => {
  it('answers 401 without a token and 403 for an employer, before reading the search', async () => {
    const employer = await employerSession(ctx);
    expect((await get('Keyword=weld')).statusCode).toBe(401);
    expect((await get('Keyword=%00', employer.token)).statusCode).toBe(403);
  });

  it('answers 400 with a message for a bad keyword, town, region or sort, never 500', async () => {
    const learner = await learnerSession(ctx);
    const cases: [string, string][] = [
      [`Keyword=${'a'.repeat(101)}`, 'Keyword must be at most 100 characters'],
      ['Keyword=weld%00ing', 'Keyword is not valid'],
      ['Keyword=weld%0Aing', 'Keyword is not valid'],
      ['CityId=81', 'Please select a valid town'],
      ['CityId=999', 'Please select a valid town'],
      ['CityId=abc', ''],
      [`State=${'b'.repeat(101)}`, 'State must be at most 100 characters'],
      ['State=%1B', 'State is not valid'],
      ['Sort=oldest', 'Sort must be closing or newest'],
      ['Sort[]=closing', ''],
    ];
    for (const [query, message] of cases) {
      const res = await get(query, learner.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success, query).toBe(false);
      expect(res.json().code, query).toBe('VALIDATION');
      if (message) expect(res.json().error, query).toContain(message);
    }
  });

  it('finds the keyword in the title, the employer name or a requirement, case-insensitive, % and _ as themselves', async () => {
    const steel = await employerSession(ctx, { overrides: { empName: 'Point Lisas Steel Works' } });
    const clinic = await employerSession(ctx, { overrides: { empName: 'Arima Health Clinic' } });
    await publish(steel, { jobTitle: 'Welding Apprentice' });
    await publish(clinic, {
      jobTitle: 'Front Desk Assistant',
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'Customer Service' }],
    });
    await publish(clinic, { jobTitle: 'Lab Aide 100%_sure' });
    const learner = await learnerSession(ctx);

    expect(await titles('Keyword=WELD', learner)).toEqual(['Welding Apprentice']);
    expect(await titles('Keyword=steel%20works', learner)).toEqual(['Welding Apprentice']);
    expect(await titles('Keyword=customer', learner)).toEqual(['Front Desk Assistant']);
    expect(await titles('Keyword=%25_', learner)).toEqual(['Lab Aide 100%_sure']);
    expect(await titles('Keyword=_', learner)).toEqual(['Lab Aide 100%_sure']);
    expect(await titles("Keyword=it's'; drop table users;--", learner)).toEqual([]);
    expect(await titles('Keyword=%20%20', learner)).toHaveLength(3);
    const page = await get('Keyword=clinic&pageSize=1', learner.token);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
  });

  it("narrows by the employer's town and by its region", async () => {
    const south = await employerSession(ctx, { overrides: { empCity: 2, empState: 'Victoria' } });
    const north = await employerSession(ctx, { overrides: { empCity: 1, empState: 'Port of Spain' } });
    await publish(south, { jobTitle: 'Refinery Helper' });
    await publish(north, { jobTitle: 'Office Clerk' });
    const learner = await learnerSession(ctx);
    expect(await titles('CityId=2', learner)).toEqual(['Refinery Helper']);
    expect(await titles('CityId=1', learner)).toEqual(['Office Clerk']);
    expect(await titles('CityId=3', learner)).toEqual([]);
    expect(await titles('State=victoria', learner)).toEqual(['Refinery Helper']);
    // A region also finds the employers in its towns, whatever they wrote (San Fernando is town 2).
    expect(await titles('State=San%20Fernando', learner)).toEqual(['Refinery Helper']);
    expect(await titles('State=tobago', learner)).toEqual([]);
    expect(await titles('CityId=0', learner)).toHaveLength(2);
    expect(await titles('CityId=1&Keyword=refinery', learner)).toEqual([]);
  });

  it('sorts by closing soonest or newest, instead of by match', async () => {
    const employer = await employerSession(ctx);
    const later = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const sooner = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await publish(
      employer,
      {
        jobTitle: 'Matched, closes later',
        lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'Welding' }],
      },
      { CloseDate: `${later}T17:00:00` },
    );
    await publish(employer, { jobTitle: 'Newest, closes soon' }, { CloseDate: `${sooner}T17:00:00` });
    const learner = await learnerSession(ctx);
    await updateProfileAs(ctx, learner, {
      lstQualification: [{ qualificationType: 'CVQ', certificateName: 'Welding', institution: 'NESC' }],
    });
    expect(await titles('', learner)).toEqual(['Matched, closes later', 'Newest, closes soon']);
    expect(await titles('Sort=closing', learner)).toEqual(['Newest, closes soon', 'Matched, closes later']);
    expect(await titles('Sort=newest', learner)).toEqual(['Newest, closes soon', 'Matched, closes later']);
  });

  it('says on each item, in plain words, whether the learner meets the requirements', async () => {
    const employer = await employerSession(ctx);
    await publish(employer, {
      jobTitle: 'Welder',
      lstRequirements: [
        { qualificationType: 'CVQ', certificateName: 'Welding Level 2' },
        { qualificationType: 'CSEC', certificateName: 'Mathematics' },
      ],
    });
    await publish(employer, {
      jobTitle: 'Helper',
      lstRequirements: [{ qualificationType: 'CVQ', certificateName: 'welding level 2' }],
    });
    const learner = await learnerSession(ctx);
    await updateProfileAs(ctx, learner, {
      lstQualification: [
        { qualificationType: 'CVQ', certificateName: 'Welding Level 2', institution: 'NESC' },
      ],
    });
    const items = (await get('Sort=newest', learner.token)).json().items;
    expect(items.map((item: { fit: string }) => item.fit)).toEqual([
      'Your qualifications meet the requirements',
      'You may not meet: CSEC in Mathematics',
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('lists the search parameters of GET /api/Learner/OpenJobs', async () => {
    const docs = await createTestContext({ env: { API_DOCS: 'true' } });
    const doc = (await docs.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    await docs.close();
    const names = doc.paths['/api/Learner/OpenJobs'].get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Keyword', 'CityId', 'State', 'Sort']));
  });
});

describe('POST /api/Learner/ApplyForOJT: the confirmation', () => {
  it('mails the learner that the application is in, with its placement type and where to follow it', async () => {
    const employer = await employerSession(ctx, { overrides: { empName: 'Arima Health Clinic' } });
    const openingId = await publish(employer, { jobTitle: 'Front Desk Assistant' });
    const learner = await learnerSession(ctx);
    await applyAs(ctx, learner, openingId, 4);
    const mail = await mailTo(ctx, learner.email, /has been sent/);
    expect(mail.subject).toBe('Application sent: Front Desk Assistant');
    expect(mail.text).toContain('Your application for Front Desk Assistant with Arima Health Clinic');
    expect(mail.text).toContain('(placement type: Internship)');
    expect(mail.text).toContain('/learner-dashboard?tab=applications');
    const queued = await ctx.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('subject', '=', 'Application sent: Front Desk Assistant')
      .execute();
    expect(queued).toEqual([{ recipient: learner.email, subject: 'Application sent: Front Desk Assistant' }]);
  });
});
