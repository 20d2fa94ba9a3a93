import { BULK_MAX } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  createAdmin,
  createEmployer,
  createLearner,
  employerSession,
  learnerSession,
  mailedPassword,
  signIn,
} from '../../test/factories.ts';
import { bodyCaller, queryCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

// Bulk approval and the export of a selection (issue 30).
const ctx = useTestContext();
const call = bodyCaller(ctx);
const get = queryCaller(ctx);
const EMPLOYERS = '/api/Admin/ApproveEmployers';
const LEARNERS = '/api/Admin/ApproveLearners';

/** Marks the applicant's address confirmed, as following the sign-up mail's link does. */
async function confirmEmail(account: Account) {
  await ctx.db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where((eb) => eb(eb.fn('lower', ['username']), '=', account.username.toLowerCase()))
    .execute();
}

const credentialMails = (email: string) => ctx.mail.to(email).filter((m) => /Password: /.test(m.text));

describe('POST /api/Admin/ApproveEmployers|ApproveLearners', () => {
  it('answers 401 without a token and 403 to an employer or a learner, approving nothing', async () => {
    const pending = await createLearner(ctx);
    await confirmEmail(pending);
    const employer = await employerSession(ctx);
    const learner = await learnerSession(ctx);
    for (const url of [EMPLOYERS, LEARNERS]) {
      expect((await call('POST', url, undefined, { Ids: [pending.username] })).statusCode).toBe(401);
      for (const token of [employer.token, learner.token]) {
        const res = await call('POST', url, token, { Ids: [pending.username] });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    const [row] = await ctx.db
      .selectFrom('users')
      .select('status')
      .where('username', '=', pending.username)
      .execute();
    expect(row?.status).toBe('pending');
  });

  it('answers 400 with a message for missing, empty, non-text, huge and duplicate ids', async () => {
    const { token } = await createAdmin(ctx);
    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => `L${i}`);
    const cases: [unknown, RegExp][] = [
      [{}, /Ids/],
      [{ Ids: [] }, /at least one/],
      [{ Ids: 'abc' }, /list of account ids/],
      [{ Ids: [12] }, /Ids is required/],
      [{ Ids: ['ok', 'a\u0000b'] }, /Ids is not valid/],
      [{ Ids: many }, /at most 100/],
      [{ Ids: ['abc', 'ABC'] }, /same account twice/],
      [{ Ids: ['abc'], Extra: 1 }, /.+/],
    ];
    for (const url of [EMPLOYERS, LEARNERS]) {
      for (const [body, message] of cases) {
        const res = await call('POST', url, token, body as Record<string, unknown>);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error, JSON.stringify(body)).toMatch(message);
      }
    }
  });

  it('approves each confirmed pending learner with its own credentials mail; the rest are listed with why', async () => {
    const admin = await createAdmin(ctx);
    const [a, b, unconfirmed] = [
      await createLearner(ctx),
      await createLearner(ctx),
      await createLearner(ctx),
    ];
    const decided = await createLearner(ctx, { status: 'rejected', admin });
    await Promise.all([a, b, decided].map(confirmEmail));
    const ids = [a.username, unconfirmed.username, b.username.toLowerCase(), decided.username, 'NOSUCH1'];
    const res = await call('POST', LEARNERS, admin.token, { Ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: '2 learners approved; each was emailed their credentials. 3 not approved.',
      data: {
        approved: [a.username, b.username],
        skipped: [
          { id: unconfirmed.username, reason: 'emailNotConfirmed', message: 'Email not confirmed.' },
          { id: decided.username, reason: 'notPending', message: 'No longer pending.' },
          { id: 'NOSUCH1', reason: 'notFound', message: 'No such account.' },
        ],
      },
    });
    // Each approved learner signs in with the password of their own mail; nobody else got one.
    for (const learner of [a, b]) {
      expect(
        (await signIn(ctx, learner.username, await mailedPassword(ctx, learner.email))).length,
      ).toBeGreaterThan(20);
      expect(credentialMails(learner.email)).toHaveLength(1);
    }
    await ctx.app.outbox.drain();
    expect(credentialMails(unconfirmed.email)).toHaveLength(0);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'record_id'])
      .where('action', '=', 'learner.approved')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'learner.approved', record_id: a.username },
      { action: 'learner.approved', record_id: b.username },
    ]);
    // A second run approves nobody twice.
    const again = await call('POST', LEARNERS, admin.token, { Ids: [a.username] });
    expect(again.json().data).toEqual({
      approved: [],
      skipped: [{ id: a.username, reason: 'notPending', message: 'No longer pending.' }],
    });
  });

  it('approves employers the same way, each with its approval date and credentials mail', async () => {
    const admin = await createAdmin(ctx);
    const [one, two] = [await createEmployer(ctx), await createEmployer(ctx)];
    await Promise.all([one, two].map(confirmEmail));
    const res = await call('POST', EMPLOYERS, admin.token, { Ids: [one.username, two.username] });
    expect(res.json()).toMatchObject({
      message: '2 employers approved; each was emailed their credentials.',
      data: { approved: [one.username, two.username], skipped: [] },
    });
    for (const employer of [one, two]) {
      const record = (
        await get('GET', `/api/Employer/GetEmployerById/${employer.username}`, admin.token)
      ).json();
      expect(record).toMatchObject({ status: 'approved', empApprovalDate: expect.any(String) });
      await mailedPassword(ctx, employer.email);
      expect(credentialMails(employer.email)).toHaveLength(1);
    }
    // A learner's id is not an employer's.
    const learner = await createLearner(ctx);
    const wrongKind = await call('POST', EMPLOYERS, admin.token, { Ids: [learner.username] });
    expect(wrongKind.json().data.skipped).toEqual([
      { id: learner.username, reason: 'notFound', message: 'No such account.' },
    ]);
  });
});

describe('GET /api/Admin/Export/Employers|Learners?ids=', () => {
  it('exports only the selection, and refuses a huge or repeated one with a 400', async () => {
    const admin = await createAdmin(ctx);
    const [a, b, c] = [await createLearner(ctx), await createLearner(ctx), await createLearner(ctx)];
    const res = await get('GET', '/api/Admin/Export/Learners', admin.token, {
      ids: `${a.username}, ${c.username.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(a.username);
    expect(res.body).toContain(c.username);
    expect(res.body).not.toContain(b.username);
    expect(res.body.trim().split('\r\n')).toHaveLength(3);

    const employer = await createEmployer(ctx);
    const other = await createEmployer(ctx);
    const employers = await get('GET', '/api/Admin/Export/Employers', admin.token, {
      ids: employer.username,
    });
    expect(employers.body).toContain(employer.username);
    expect(employers.body).not.toContain(other.username);

    const many = Array.from({ length: BULK_MAX + 1 }, (_, i) => `L${i}`).join(',');
    for (const ids of [many, 'x,X']) {
      const bad = await get('GET', '/api/Admin/Export/Learners', admin.token, { ids });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/at most 100|same account twice/);
    }
  });
});
