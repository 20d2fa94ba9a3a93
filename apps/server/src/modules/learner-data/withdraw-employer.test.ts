import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, createEmployer, createLearner, mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

// An employer withdraws a sign-up never approved (issue 30), with the same mailed code as a learner.
const ctx = useTestContext();

const REQUEST = '/api/Signup/WithdrawRequest';
const CONFIRM = '/api/Signup/WithdrawConfirm';

let ipCounter = 0;
const freshIp = () => `198.51.101.${++ipCounter}`;

const post = (url: string, payload: unknown, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });

const CODE = /Your code is:\s+(\d{6})/;

/** Asks for a code and answers the last one mailed to `email`. */
async function mailedCode(email: string): Promise<string> {
  const res = await post(REQUEST, { email });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await mailTo(ctx, email, CODE);
  return mail.text.match(CODE)![1]!;
}

const employerRows = () => ctx.db.selectFrom('employers').select('emp_id').execute();
const userIdOf = async (email: string) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow()
  ).id;

describe('POST /api/Signup/WithdrawRequest and WithdrawConfirm for an employer', () => {
  it('answers 400 naming the field for a malformed address or code', async () => {
    for (const [url, body, field] of [
      [REQUEST, { email: 'not-an-address' }, 'email'],
      [CONFIRM, { email: 'hr@example.com', code: 'abc' }, 'code'],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
  });

  it('answers an unknown address as any other, and its confirmation the same 400 as a wrong code', async () => {
    const employer = await createEmployer(ctx);
    expect((await post(REQUEST, { email: 'nobody@example.com' })).json()).toEqual({
      success: true,
      message: MESSAGES.withdrawCodeSent,
    });
    const code = await mailedCode(employer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const expected = { success: false, code: 'VALIDATION', error: MESSAGES.withdrawCodeInvalid };
    for (const body of [
      { email: 'nobody@example.com', code },
      { email: employer.email, code: wrong },
    ]) {
      const res = await post(CONFIRM, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(expected);
    }
    expect(await employerRows()).toHaveLength(1);
  });

  it('mails the employer its code, then deletes the pending sign-up and everything attached', async () => {
    const employer = await createEmployer(ctx);
    const keep = await createEmployer(ctx);
    const id = await userIdOf(employer.email);
    const code = await mailedCode(employer.email);
    const mail = await mailTo(ctx, employer.email, CODE);
    expect(mail.subject).toBe(MESSAGES.withdrawMailSubject);
    expect(mail.text).toContain('withdraw your employer registration');

    const res = await post(CONFIRM, { email: employer.email, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.withdrawDone });

    expect(await employerRows()).toEqual([{ emp_id: keep.username }]);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    const verifications = await ctx.db.selectFrom('email_verifications').select('user_id').execute();
    expect(verifications.map((v) => v.user_id)).not.toContain(id);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toEqual([]);
    const entries = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'signup.withdrawn')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_user_id: null,
      record_type: 'employer',
      record_id: String(id),
      detail: { status: 'pending' },
    });
    expect(JSON.stringify(entries[0])).not.toContain(employer.email);
    expect((await post(CONFIRM, { email: employer.email, code })).statusCode).toBe(400);
  });

  it('deletes a rejected employer sign-up', async () => {
    const employer = await createEmployer(ctx, { status: 'rejected' });
    const code = await mailedCode(employer.email);
    expect((await post(CONFIRM, { email: employer.email, code })).statusCode).toBe(200);
    expect(await employerRows()).toEqual([]);
  });

  it('mails an approved employer why it stays, with no code, and keeps it', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    expect((await post(REQUEST, { email: employer.email })).statusCode).toBe(200);
    const mail = await mailTo(ctx, employer.email, /cannot be withdrawn/);
    expect(mail.text).toContain(MESSAGES.withdrawEmployerApprovedRefused);
    expect(mail.text).not.toMatch(/\d{6}/);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toEqual([]);
    expect(await employerRows()).toHaveLength(1);
  });

  it('answers 409 and keeps the employer approved after its code was mailed', async () => {
    const admin = await createAdmin(ctx);
    const employer = await createEmployer(ctx);
    const code = await mailedCode(employer.email);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/Employer/ApproveEmployer',
      headers: bearer(admin.token),
      payload: { EmpId: employer.username },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const res = await post(CONFIRM, { email: employer.email, code });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', error: MESSAGES.withdrawEmployerApprovedRefused });
    expect(await employerRows()).toHaveLength(1);
  });

  it('with one address on a learner and an employer, mails each its own code and deletes only the one it names', async () => {
    const employer = await createEmployer(ctx);
    const learner = await createLearner(ctx, { overrides: { emailPersonal: employer.email } });
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    expect((await post(REQUEST, { email: employer.email })).statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const mails = ctx.mail.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual([employer.email, learner.email]);
    const learnerMail = mails.find((m) => m.text.includes('your learner registration'))!;
    const code = learnerMail.text.match(CODE)![1]!;
    expect((await post(CONFIRM, { email: employer.email, code })).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('learners').selectAll().execute()).toEqual([]);
    expect(await employerRows()).toHaveLength(1);
  });
});
