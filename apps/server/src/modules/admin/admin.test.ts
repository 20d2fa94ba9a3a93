import { MESSAGES } from '@ojt/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type Admin,
  bearer,
  createAdmin,
  createEmployer,
  createLearner,
  mailedPassword,
  mailTo,
  signIn,
} from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

type Method = 'GET' | 'POST';
const call = bodyCaller(ctx);
const statusOf = async (url: string, token: string) => (await call('GET', url, token)).statusCode;

// Every admin call of docs/api-accounts.md, with a well-formed input.
const ENDPOINTS: [Method, string, Record<string, unknown>?][] = [
  ['GET', '/api/Employer/GetAllEmployers'],
  ['POST', '/api/Employer/GetUnapprovedEmployers'],
  ['POST', '/api/Employer/ApproveEmployer', { EmpId: 'EMP-X' }],
  ['POST', '/api/Employer/RejectEmployer', { EmpId: 'EMP-X' }],
  ['GET', '/api/Learner/GetAllLearners'],
  ['POST', '/api/Learner/GetUnapprovedLearners'],
  ['POST', '/api/Learner/ApproveLearner', { LearnerId: 'learner1' }],
  ['POST', '/api/Learner/RejectLearner', { LearnerId: 'learner1' }],
  ['GET', '/api/Admin/Employers?status=pending&page=1&pageSize=10'],
  ['GET', '/api/Admin/Learners?search=kavita'],
  ['GET', '/api/Admin/Stats'],
];

describe('who may call the admin API', () => {
  it('answers 401 without a token, whatever the input', async () => {
    for (const [method, url, payload] of ENDPOINTS) {
      for (const body of [payload, {}]) {
        const res = await call(method, url, undefined, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json(), url).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
    expect((await call('GET', '/api/Employer/GetEmployerById/EMP-1')).statusCode).toBe(401);
    expect((await call('GET', '/api/Learner/GetLearnerById/kp1234')).statusCode).toBe(401);
  });

  it('answers 403 for employer and learner tokens, whatever the input', async () => {
    const admin = await createAdmin(ctx);
    const employer = await createEmployer(ctx, { status: 'approved', admin });
    const learner = await createLearner(ctx, { status: 'approved', admin });
    const other = await createEmployer(ctx);
    const tokens = [
      await signIn(ctx, employer.username, employer.password!),
      await signIn(ctx, learner.username, learner.password!),
    ];
    for (const token of tokens) {
      for (const [method, url, payload] of ENDPOINTS) {
        for (const body of [payload, {}]) {
          const res = await call(method, url, token, body);
          expect(res.statusCode, `${method} ${url}`).toBe(403);
          expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        }
      }
    }
    const [asEmployer = '', asLearner = ''] = tokens;
    // The by-id reads also serve the dashboards: an employer or a learner reads its own record.
    expect(await statusOf(`/api/Employer/GetEmployerById/${other.username}`, asEmployer)).toBe(403);
    expect(await statusOf(`/api/Learner/GetLearnerById/${learner.username}`, asEmployer)).toBe(403);
    expect(await statusOf(`/api/Employer/GetEmployerById/${employer.username}`, asEmployer)).toBe(200);
    expect(await statusOf(`/api/Learner/GetLearnerById/${learner.username}`, asLearner)).toBe(200);
    // Nothing was decided by the refused calls.
    expect(await ctx.db.selectFrom('admin_decisions').selectAll().execute()).toHaveLength(2);
  });
});

describe('admin calls', () => {
  let admin: Admin;
  beforeEach(async () => {
    admin = await createAdmin(ctx);
  });
  const get = (url: string) => call('GET', url, admin.token);
  const post = (url: string, payload?: Record<string, unknown>) => call('POST', url, admin.token, payload);

  it('answers 400 for bad input', async () => {
    for (const [url, payload, error] of [
      ['/api/Employer/ApproveEmployer', {}, 'EmpId is required'],
      ['/api/Employer/RejectEmployer', { EmpId: '  ' }, 'EmpId is required'],
      ['/api/Learner/ApproveLearner', {}, 'LearnerId is required'],
      ['/api/Learner/RejectLearner', { LearnerId: 7 }, 'LearnerId is required'],
      // A rejection's reason (issue 16): at most 500 characters, text, no control character but line breaks.
      [
        '/api/Employer/RejectEmployer',
        { EmpId: 'EMP-X', Reason: 'x'.repeat(501) },
        'Reason must be at most 500 characters',
      ],
      [
        '/api/Learner/RejectLearner',
        { LearnerId: 'learner1', Reason: 'a\u0000b' },
        MESSAGES.rejectReasonInvalid,
      ],
      [
        '/api/Employer/RejectEmployer',
        { EmpId: 'EMP-X', Reason: 'bell\u0007' },
        MESSAGES.rejectReasonInvalid,
      ],
      [
        '/api/Learner/RejectLearner',
        { LearnerId: 'learner1', Reason: { text: 'no' } },
        'Reason is not valid',
      ],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION', error });
    }
    for (const query of ['status=archived', 'page=0', 'pageSize=101', 'page=two', 'sort=name']) {
      for (const list of ['Employers', 'Learners']) {
        const res = await get(`/api/Admin/${list}?${query}`);
        expect(res.statusCode, `${list}?${query}`).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }
    }
    expect((await get(`/api/Employer/GetEmployerById/${'x'.repeat(51)}`)).statusCode).toBe(400);
    // A NUL byte in a path id is bad input, never a 500.
    for (const url of ['/api/Employer/GetEmployerById/a%00b', '/api/Learner/GetLearnerById/a%00b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('reads one employer or learner by id (any case), or answers 404', async () => {
    const employer = await createEmployer(ctx);
    const learner = await createLearner(ctx);
    const one = await get(`/api/Employer/GetEmployerById/${employer.username.toLowerCase()}`);
    expect(one.json()).toMatchObject({ empId: employer.username, status: 'pending' });
    const missing = await get('/api/Employer/GetEmployerById/NOPE');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Employer details not found.']);

    const profile = await get(`/api/Learner/GetLearnerById/${learner.username.toUpperCase()}`);
    expect(profile.json()).toEqual([
      {
        learner: expect.objectContaining({ learnerId: learner.username }),
        identifications: [],
        experience: [],
        qualifications: [],
        references: [],
      },
    ]);
    const none = await get('/api/Learner/GetLearnerById/nobody1234');
    expect(none.json()).toEqual({ success: false, code: 'NOT_FOUND', error: 'Learner profile not found' });
    expect(none.statusCode).toBe(404);
  });

  it('approves an employer: status, approval date, one credentials mail whose password signs in, the decision', async () => {
    const employer = await createEmployer(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Employer/ApproveEmployer',
      query: { EmpId: employer.username.toLowerCase() },
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/^Employer approved\./) });

    const record = (await get(`/api/Employer/GetEmployerById/${employer.username}`)).json();
    expect(record.status).toBe('approved');
    expect(Date.parse(record.empApprovalDate)).toBeGreaterThan(Date.now() - 60_000);

    const password = await mailedPassword(ctx, employer.email);
    await ctx.app.outbox.drain();
    const credentials = ctx.mail.to(employer.email).filter((m) => /Password: /.test(m.text));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.text).toContain(`Username: ${employer.username}`);
    // The portal makes them choose a password at first sign-in: the mail no longer says to change it later.
    expect(credentials[0]!.text).toContain('for your first sign-in only');
    expect(credentials[0]!.text).not.toMatch(/change this password/i);
    expect((await signIn(ctx, employer.username, password)).length).toBeGreaterThan(20);

    const decisions = await ctx.db.selectFrom('admin_decisions').selectAll().execute();
    expect(decisions).toEqual([expect.objectContaining({ admin_id: admin.id, decision: 'approve' })]);

    const again = await post('/api/Employer/ApproveEmployer', { EmpId: employer.username });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(employer.email).filter((m) => /Password: /.test(m.text))).toHaveLength(1);
  });

  it('approves a learner once, even when asked three times at once: learnerStatus 1, one mail that signs in', async () => {
    const learner = await createLearner(ctx);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post('/api/Learner/ApproveLearner', { LearnerId: learner.username })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = answers.find((res) => res.statusCode === 200)!;
    expect(ok.json()).toEqual({ success: true, message: expect.stringMatching(/^Learner approved\./) });
    const [{ learner: record }] = (await get(`/api/Learner/GetLearnerById/${learner.username}`)).json();
    expect(record).toMatchObject({ learnerStatus: 1, status: 'approved' });
    await signIn(ctx, learner.username, await mailedPassword(ctx, learner.email));
    expect(ctx.mail.to(learner.email).filter((m) => /Password: /.test(m.text))).toHaveLength(1);
  });

  it('rejects: stored, mailed, cannot sign in; a second decision answers 409', async () => {
    const employer = await createEmployer(ctx);
    const learner = await createLearner(ctx);
    expect((await post('/api/Employer/RejectEmployer', { EmpId: employer.username })).json()).toEqual({
      success: true,
      message: 'Employer rejected.',
    });
    expect((await post('/api/Learner/RejectLearner', { LearnerId: learner.username })).statusCode).toBe(200);

    expect((await get(`/api/Employer/GetEmployerById/${employer.username}`)).json().status).toBe('rejected');
    const [{ learner: record }] = (await get(`/api/Learner/GetLearnerById/${learner.username}`)).json();
    expect(record).toMatchObject({ learnerStatus: 2, status: 'rejected' });
    await ctx.app.outbox.drain();
    for (const email of [employer.email, learner.email]) {
      expect(ctx.mail.to(email).map((m) => m.subject)).toContain('Your OJT Portal registration');
    }
    const login = await call('POST', '/api/Login/login', undefined, {
      pUserName: employer.username,
      pPassword: 'x',
    });
    expect(login.statusCode).toBe(401);
    expect(await ctx.db.selectFrom('admin_decisions').select('decision').execute()).toEqual([
      { decision: 'reject' },
      { decision: 'reject' },
    ]);

    for (const [url, payload] of [
      ['/api/Employer/ApproveEmployer', { EmpId: employer.username }],
      ['/api/Employer/RejectEmployer', { EmpId: employer.username }],
      ['/api/Learner/ApproveLearner', { LearnerId: learner.username }],
    ] as const) {
      expect((await post(url, payload)).statusCode, url).toBe(409);
    }
    expect((await post('/api/Employer/ApproveEmployer', { EmpId: 'NOPE' })).statusCode).toBe(404);
  });

  it('rejects with a reason: trimmed, mailed to the applicant, kept with the decision and in the audit trail', async () => {
    const employer = await createEmployer(ctx);
    const learner = await createLearner(ctx);
    const reason = 'The company registration number could not be found.\nPlease sign up again with it.';
    const res = await post('/api/Employer/RejectEmployer', {
      EmpId: employer.username,
      Reason: `  ${reason}\n `,
    });
    expect(res.json()).toEqual({ success: true, message: 'Employer rejected.' });
    // A blank reason is no reason: the mail says nothing of one.
    expect(
      (await post('/api/Learner/RejectLearner', { LearnerId: learner.username, Reason: '   ' })).statusCode,
    ).toBe(200);

    const mail = await mailTo(ctx, employer.email, /unable to approve/);
    expect(mail.text).toContain(`The reason given:\n\n${reason}\n\nIf you believe this is a mistake`);
    expect((await mailTo(ctx, learner.email, /unable to approve/)).text).not.toContain('reason given');
    const decisions = await ctx.db
      .selectFrom('admin_decisions')
      .select(['decision', 'reason'])
      .orderBy('id')
      .execute();
    expect(decisions).toEqual([
      { decision: 'reject', reason },
      { decision: 'reject', reason: null },
    ]);
    const trail = await get(`/api/Admin/AuditTrail?recordType=employer&recordId=${employer.username}`);
    expect(trail.json().items).toEqual([
      expect.objectContaining({ action: 'employer.rejected', detail: { reason } }),
    ]);
  });

  it('lists say whether each applicant confirmed the email address', async () => {
    const confirmed = await createLearner(ctx);
    const unconfirmed = await createLearner(ctx);
    const employer = await createEmployer(ctx);
    const code = (await mailTo(ctx, confirmed.email, /verify-email\//)).text.match(/\b(\d{6})\b/)![1];
    const verified = await call('POST', '/api/Login/VerifyEmail', undefined, {
      pOTP: code,
      pEmail: confirmed.email,
    });
    expect(verified.statusCode).toBe(200);

    const learners = (await get('/api/Admin/Learners')).json().items;
    const byId = Object.fromEntries(
      learners.map((l: { learnerId: string; emailVerified: boolean }) => [l.learnerId, l.emailVerified]),
    );
    expect(byId).toEqual({ [confirmed.username]: true, [unconfirmed.username]: false });
    expect((await get('/api/Admin/Employers')).json().items).toEqual([
      expect.objectContaining({ empId: employer.username, emailVerified: false }),
    ]);
    expect((await get('/api/Learner/GetAllLearners')).json()).toHaveLength(2);
  });
});
