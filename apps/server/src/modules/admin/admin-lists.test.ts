import { beforeEach, describe, expect, it } from 'vitest';
import { insertOutboxRow } from '../../mail/outbox-repository.ts';
import { type Admin, bearer, createAdmin, createEmployer, createLearner } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// Behaviour of the admin lists, paging and counts; who may call them is in admin.test.ts.
const ctx = useTestContext();

// biome-ignore format: a list of field names reads best packed
const EMPLOYER_FIELDS = [
  'empId', 'empName', 'empEmail', 'empPhone', 'empCity', 'empCityOther', 'empState', 'empCountry', 'empType', 'companySectorKey',
  'staffCount', 'empRegistrationState', 'empAppDate', 'empApprovalDate', 'empStreet', 'empPostalCode', 'empFax',
  'empWebsite', 'empPName', 'empPTitle', 'empPPhone', 'empPFax', 'empPEmail', 'empIsParent', 'empParentId',
  'companyStartMonth', 'companyStartYear', 'tvettrainingprovider', 'status', 'emailVerified',
];
const LIST_OMITS = [
  'dob',
  'birthCertificate',
  'nationalId',
  'passportId',
  'driverId',
  'nis',
  'shareDisability',
];
// biome-ignore format: a list of field names reads best packed
const LEARNER_FIELDS = [
  'learnerId', 'firstName', 'middleName', 'lastName', 'emailPersonal', 'emailWork', 'dob', 'gender', 'maritalStatus',
  'nationality', 'countryofBirth', 'dateRegistered', 'learnerEmploymentStatus', 'lastLevelEducation',
  'learnerEducationLevel', 'learnerTeachingExperience', 'learnerSupervisoryExperience', 'disability',
  'disabilitytype', 'shareDisability', 'interestedinOjt', 'lifeSkills', 'phoneHome', 'phoneMobile', 'phoneWork', 'streetAddress',
  'city', 'cityOther', 'state', 'postalCode', 'country', 'permanentStreet', 'permanentCity', 'permanentCityOther',
  'permanentState',
  'permanentPostalCode', 'permanentCountry', 'birthCertificate', 'nationalId', 'passportId', 'driverId', 'nis',
  'learnerStatus', 'status', 'emailVerified',
];

describe('admin lists', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
  const post = (url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

  it('lists employers in the admin-view shape, and the pending ones', async () => {
    const pending = await createEmployer(ctx);
    const approved = await createEmployer(ctx, { status: 'approved', admin });
    const all = await get('/api/Employer/GetAllEmployers');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(2);
    for (const record of all.json()) expect(Object.keys(record).sort()).toEqual([...EMPLOYER_FIELDS].sort());
    const byId = Object.fromEntries(all.json().map((r: { empId: string }) => [r.empId, r]));
    expect(byId[pending.username]).toMatchObject({
      empName: pending.payload.empName,
      empEmail: pending.email,
      empCity: 1,
      companySectorKey: 4,
      staffCount: 50,
      tvettrainingprovider: true,
      empApprovalDate: null,
      status: 'pending',
    });
    expect(byId[approved.username].status).toBe('approved');

    const unapproved = await post('/api/Employer/GetUnapprovedEmployers');
    expect(unapproved.json().map((r: { empId: string }) => r.empId)).toEqual([pending.username]);
  });

  it('lists learners in the admin-view shape, and the pending ones', async () => {
    const pending = await createLearner(ctx);
    await createLearner(ctx, { status: 'rejected', admin });
    const all = await get('/api/Learner/GetAllLearners');
    expect(all.json()).toHaveLength(2);
    // Issue 9: list items leave identity numbers and date of birth out (GetLearnerById has them).
    const listed = LEARNER_FIELDS.filter((field) => !LIST_OMITS.includes(field));
    for (const record of all.json()) expect(Object.keys(record).sort()).toEqual([...listed].sort());
    const unapproved = await post('/api/Learner/GetUnapprovedLearners');
    expect(unapproved.json()).toEqual([
      expect.objectContaining({
        learnerId: pending.username,
        emailPersonal: pending.email,
        city: 10,
        learnerStatus: 0,
        status: 'pending',
      }),
    ]);
    expect(unapproved.body).not.toContain('19990514001');
  });

  it('pages, filters and searches employers (name, company, email; any case)', async () => {
    const steel = await createEmployer(ctx, { overrides: { empName: 'Caribbean Steel Ltd' } });
    const tours = await createEmployer(ctx, {
      overrides: { empName: 'Tobago Tours', empPName: 'Marcus Baptiste' },
    });
    const bakery = await createEmployer(ctx, {
      overrides: { empName: 'Island Bakery', empEmail: 'jobs@islandbake.tt' },
    });
    await post('/api/Employer/ApproveEmployer', { EmpId: steel.username });
    await post('/api/Employer/RejectEmployer', { EmpId: tours.username });
    const ids = async (query: string) => {
      const body = (await get(`/api/Admin/Employers?${query}`)).json();
      return { total: body.total, ids: body.items.map((r: { empId: string }) => r.empId) };
    };

    const first = (await get('/api/Admin/Employers?pageSize=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    const second = await ids('pageSize=2&page=2');
    expect(second.total).toBe(3);
    expect([...first.items.map((r: { empId: string }) => r.empId), ...second.ids].sort()).toEqual(
      [steel.username, tours.username, bakery.username].sort(),
    );
    expect(await ids('pageSize=2&page=3')).toEqual({ total: 3, ids: [] });

    expect(await ids('search=CARIBBEAN')).toEqual({ total: 1, ids: [steel.username] });
    expect(await ids('search=baptiste')).toEqual({ total: 1, ids: [tours.username] });
    expect(await ids('search=IslandBake.TT')).toEqual({ total: 1, ids: [bakery.username] });
    expect(await ids('search=%25')).toEqual({ total: 0, ids: [] });
    expect(await ids('status=approved')).toEqual({ total: 1, ids: [steel.username] });
    expect(await ids('status=rejected')).toEqual({ total: 1, ids: [tours.username] });
    expect(await ids('status=pending&search=island')).toEqual({ total: 1, ids: [bakery.username] });
    expect(await ids('status=approved&search=island')).toEqual({ total: 0, ids: [] });
  });

  it('pages, filters and searches learners (name, email; any case)', async () => {
    const kavita = await createLearner(ctx);
    const ravi = await createLearner(ctx, {
      overrides: { firstName: 'Ravi', lastName: 'Maharaj', emailPersonal: 'ravi.m@mail.tt' },
    });
    await post('/api/Learner/ApproveLearner', { LearnerId: ravi.username });
    const ids = async (query: string) => {
      const body = (await get(`/api/Admin/Learners?${query}`)).json();
      return { total: body.total, ids: body.items.map((r: { learnerId: string }) => r.learnerId) };
    };
    expect((await ids('pageSize=1')).ids).toHaveLength(1);
    expect((await ids('pageSize=1&page=2')).total).toBe(2);
    expect(await ids('search=kavita%20PERSAD')).toEqual({ total: 1, ids: [kavita.username] });
    expect(await ids('search=MAHARAJ')).toEqual({ total: 1, ids: [ravi.username] });
    expect(await ids('search=RAVI.M@')).toEqual({ total: 1, ids: [ravi.username] });
    expect(await ids('status=approved')).toEqual({ total: 1, ids: [ravi.username] });
    expect(await ids('status=pending')).toEqual({ total: 1, ids: [kavita.username] });
  });

  it('orders sign-ups oldest first when asked (sort=oldest), newest first by default', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const employers = [await createEmployer(ctx), await createEmployer(ctx), await createEmployer(ctx)];
    const learners = [await createLearner(ctx), await createLearner(ctx), await createLearner(ctx)];
    // Made in the order 9, 2 and 5 days ago; the approved one is left out of the pending queue.
    for (const [index, days] of [9, 2, 5].entries()) {
      await ctx.db
        .updateTable('employers')
        .set({ app_date: daysAgo(days) })
        .where('emp_id', '=', employers[index]!.username)
        .execute();
      await ctx.db
        .updateTable('learners')
        .set({ date_registered: daysAgo(days) })
        .where('learner_id', '=', learners[index]!.username)
        .execute();
    }
    await post('/api/Employer/ApproveEmployer', { EmpId: employers[0]!.username });
    await post('/api/Learner/ApproveLearner', { LearnerId: learners[0]!.username });
    const ids = async (list: string, query: string) =>
      (await get(`/api/Admin/${list}?${query}`))
        .json()
        .items.map((r: { empId?: string; learnerId?: string }) => r.empId ?? r.learnerId);
    const [, recent, older] = employers.map((a) => a.username);
    expect(await ids('Employers', 'status=pending&sort=oldest')).toEqual([older, recent]);
    expect(await ids('Employers', 'status=pending')).toEqual([recent, older]);
    expect(await ids('Employers', 'sort=newest')).toEqual([recent, older, employers[0]!.username]);
    expect(await ids('Employers', 'sort=oldest&pageSize=1&page=2')).toEqual([older]);
    const [, recentLearner, olderLearner] = learners.map((a) => a.username);
    expect(await ids('Learners', 'status=pending&sort=oldest')).toEqual([olderLearner, recentLearner]);
    expect(await ids('Learners', 'status=pending&sort=newest')).toEqual([recentLearner, olderLearner]);
  });

  it('leaves identity numbers and date of birth out of the paged learner list', async () => {
    await createLearner(ctx);
    const [item] = (await get('/api/Admin/Learners')).json().items;
    expect(item).toHaveProperty('learnerId');
    expect(item).toHaveProperty('emailPersonal');
    for (const field of ['dob', 'nationalId', 'passportId', 'birthCertificate', 'driverId', 'nis']) {
      expect(item).not.toHaveProperty(field);
    }
  });

  it('counts accounts by status with a rounded approval rate', async () => {
    expect((await get('/api/Admin/Stats')).json()).toEqual({
      employers: { total: 0, approved: 0, pending: 0, rejected: 0 },
      learners: { total: 0, approved: 0, pending: 0, rejected: 0 },
      approvalRate: 0,
      failedMail: 0,
    });
    await createEmployer(ctx, { status: 'approved', admin });
    await createEmployer(ctx);
    await createLearner(ctx, { status: 'approved', admin });
    expect((await get('/api/Admin/Stats')).json()).toEqual({
      employers: { total: 2, approved: 1, pending: 1, rejected: 0 },
      learners: { total: 1, approved: 1, pending: 0, rejected: 0 },
      approvalRate: 67,
      failedMail: 0,
    });
    await createLearner(ctx, { status: 'rejected', admin });
    const stats = (await get('/api/Admin/Stats')).json();
    expect(stats.learners).toEqual({ total: 2, approved: 1, pending: 0, rejected: 1 });
    expect(stats.approvalRate).toBe(50);
  });

  it('counts the mails the outbox gave up on, not those pending or sent', async () => {
    const mail = (status: 'pending' | 'sent' | 'failed') => ({
      recipient: 'asha@example.com',
      subject: 'Verify your email',
      text_body: '',
      html_body: null,
      console_note: null,
      last_error: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      locked_until: null,
      status,
    });
    for (const status of ['failed', 'failed', 'pending', 'sent'] as const) {
      await insertOutboxRow(ctx.db, mail(status));
    }
    expect((await get('/api/Admin/Stats')).json().failedMail).toBe(2);
  });
});
