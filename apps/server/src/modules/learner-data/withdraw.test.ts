import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, createLearner, mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { workBeforeAnswer } from '../../test/work-before-answer.ts';

// Withdrawing a sign-up (issue 11): a public two-step flow, a mailed code, then the deletion.
const ctx = useTestContext();

const REQUEST = '/api/Signup/WithdrawRequest';
const CONFIRM = '/api/Signup/WithdrawConfirm';

let ipCounter = 0;
/** A fresh client address per test, so the rate limits of one test do not reach another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

const post = (url: string, payload: unknown, ip = '203.0.113.9') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });

/** Asks for a code and answers the one mailed to `email`. */
async function mailedCode(email: string, ip = freshIp()): Promise<string> {
  const res = await post(REQUEST, { email }, ip);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await mailTo(ctx, email, /Your code is:/);
  return mail.text.match(/Your code is:\s+(\d{6})/)![1]!;
}

const userCount = async () => (await ctx.db.selectFrom('users').select('id').execute()).length;
const withdrawals = () =>
  ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'signup.withdrawn').execute();

describe('POST /api/Signup/WithdrawRequest and WithdrawConfirm: bad input', () => {
  it('answers 400 naming the field for missing, malformed, control-character, huge, nested and wrong-type values', async () => {
    const bad: [string, unknown, string][] = [
      [REQUEST, {}, 'email'],
      [REQUEST, { email: 'not-an-address' }, 'email'],
      [REQUEST, { email: 'a\u0000@example.com' }, 'email'],
      [REQUEST, { email: 'line\nbreak@example.com' }, 'email'],
      [REQUEST, { email: `${'a'.repeat(300)}@example.com` }, 'email'],
      [REQUEST, { email: { nested: 'x@example.com' } }, 'email'],
      [REQUEST, { email: ['x@example.com'] }, 'email'],
      [CONFIRM, { email: 'x@example.com' }, 'code'],
      [CONFIRM, { email: 'x@example.com', code: '12345' }, 'code'],
      [CONFIRM, { email: 'x@example.com', code: '12345\u0000' }, 'code'],
      [CONFIRM, { email: 'x@example.com', code: '1'.repeat(5000) }, 'code'],
      [CONFIRM, { email: 'x@example.com', code: { nested: '123456' } }, 'code'],
      [CONFIRM, { code: '123456' }, 'email'],
    ];
    for (const [url, body, field] of bad) {
      const res = await post(url, body, freshIp());
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().fields, JSON.stringify(body)).toHaveProperty(field);
    }
    const extra = await post(REQUEST, { email: 'x@example.com', admin: true }, freshIp());
    expect(extra.statusCode).toBe(400);
    expect(ctx.mail.sent).toEqual([]);
  });
});

describe('POST /api/Signup/WithdrawRequest', () => {
  it('answers the same for an unknown address, an admin and a learner, and mails only the learner', async () => {
    const learner = await createLearner(ctx);
    const admin = await createAdmin(ctx);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const answers = [];
    for (const email of ['nobody@example.com', admin.email, learner.email.toUpperCase()]) {
      const res = await post(REQUEST, { email }, freshIp());
      expect(res.statusCode).toBe(200);
      answers.push(res.json());
    }
    expect(answers).toEqual(Array(3).fill({ success: true, message: MESSAGES.withdrawCodeSent }));
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([learner.email]);
    expect(ctx.mail.sent.at(-1)!.subject).toBe(MESSAGES.withdrawMailSubject);
  });

  it('does the same work before answering for a known and an unknown address; the mail follows the answer', async () => {
    const learner = await createLearner(ctx);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const known = await workBeforeAnswer(ctx, () => post(REQUEST, { email: learner.email }, freshIp()));
    const unknown = await workBeforeAnswer(ctx, () =>
      post(REQUEST, { email: 'nobody@example.com' }, freshIp()),
    );
    expect(known.answer.json()).toEqual(unknown.answer.json());
    expect(known.statements).toEqual(unknown.statements);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toEqual([]);

    await known.release();
    await unknown.release();
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([learner.email]);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toHaveLength(1);
  });

  it('mails an approved learner why the registration stays, with no code', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    expect((await post(REQUEST, { email: learner.email }, freshIp())).statusCode).toBe(200);
    const mail = await mailTo(ctx, learner.email, /cannot be withdrawn/);
    expect(mail.text).toContain('seven years');
    expect(mail.text).not.toMatch(/\d{6}/);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toEqual([]);
  });

  it('answers 429 after 3 requests for one address from one client address in an hour', async () => {
    const learner = await createLearner(ctx);
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await post(REQUEST, { email: learner.email }, ip)).statusCode).toBe(200);
    const res = await post(REQUEST, { email: learner.email }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('cannot be blocked by a stranger at another client address who used up the count', async () => {
    const learner = await createLearner(ctx);
    const stranger = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await post(REQUEST, { email: learner.email }, stranger)).statusCode).toBe(200);
    expect((await post(REQUEST, { email: learner.email }, stranger)).statusCode).toBe(429);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;

    const code = await mailedCode(learner.email);
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([learner.email]);
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(200);
  });

  it('mails one learner at most 5 codes an hour, answering alike beyond that', async () => {
    const learner = await createLearner(ctx);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    for (let i = 0; i < 8; i++) {
      const res = await post(REQUEST, { email: learner.email }, freshIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: MESSAGES.withdrawCodeSent });
    }
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.slice(before).filter((m) => m.to === learner.email)).toHaveLength(5);
    // The fifth mail's code is the live one: the capped requests replaced nothing.
    const mail = await mailTo(ctx, learner.email, /Your code is:/);
    const code = mail.text.match(/Your code is:\s+(\d{6})/)![1]!;
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(200);
  });
});

describe('POST /api/Signup/WithdrawConfirm', () => {
  it('deletes a pending sign-up with everything attached, and records it without personal data', async () => {
    const learner = await createLearner(ctx);
    const keep = await createLearner(ctx);
    const code = await mailedCode(learner.email);
    const users = await userCount();
    const { id } = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', learner.username)
      .executeTakeFirstOrThrow();

    const res = await post(CONFIRM, { email: learner.email, code }, freshIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: MESSAGES.withdrawDone });

    expect(await userCount()).toBe(users - 1);
    const left = await ctx.db.selectFrom('learners').select('learner_id').execute();
    expect(left.map((r) => r.learner_id)).toEqual([keep.username]);
    expect(await ctx.db.selectFrom('email_verifications').select('email').execute()).toEqual([
      { email: keep.email.toLowerCase() },
    ]);
    expect(await ctx.db.selectFrom('signup_withdrawals').selectAll().execute()).toEqual([]);
    const [entry, ...more] = await withdrawals();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actor_user_id: null,
      actor_username: null,
      record_type: 'learner',
      // The account's number, not its username: a username is made from the learner's name.
      record_id: String(id),
      detail: { status: 'pending' },
    });
    expect(JSON.stringify(entry)).not.toContain(learner.username);
    expect(JSON.stringify(entry!.detail)).not.toContain(learner.email);

    // The code is spent with the account.
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(400);
  });

  it('deletes a rejected sign-up', async () => {
    const learner = await createLearner(ctx, { status: 'rejected' });
    const code = await mailedCode(learner.email);
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('learners').selectAll().execute()).toEqual([]);
    expect((await withdrawals())[0]!.detail).toEqual({ status: 'rejected' });
  });

  it('answers the same 400 for an unknown address, a wrong code and an expired one', async () => {
    const learner = await createLearner(ctx);
    const code = await mailedCode(learner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const expected = { success: false, code: 'VALIDATION', error: MESSAGES.withdrawCodeInvalid };
    for (const body of [
      { email: 'nobody@example.com', code },
      { email: learner.email, code: wrong },
    ]) {
      const res = await post(CONFIRM, body, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(expected);
    }
    await ctx.db
      .updateTable('signup_withdrawals')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await post(CONFIRM, { email: learner.email, code }, freshIp());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject(expected);
    expect(await ctx.db.selectFrom('learners').selectAll().execute()).toHaveLength(1);
  });

  it('gives a code 5 tries: after 4 wrong ones the right one still works, after 5 it does not', async () => {
    const learner = await createLearner(ctx);
    let code = await mailedCode(learner.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post(CONFIRM, { email: learner.email, code: wrong }, freshIp())).statusCode).toBe(400);
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(400);

    code = await mailedCode(learner.email);
    for (let i = 0; i < 4; i++)
      await post(CONFIRM, { email: learner.email, code: code === '000000' ? '111111' : '000000' }, freshIp());
    expect((await post(CONFIRM, { email: learner.email, code }, freshIp())).statusCode).toBe(200);
  });

  it('answers 429 after 20 failed tries from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await post(CONFIRM, { email: `n${i}@example.com`, code: '123456' }, ip)).statusCode).toBe(400);
    expect((await post(CONFIRM, { email: 'n@example.com', code: '123456' }, ip)).statusCode).toBe(429);
  });

  it('answers 409 with what the programme keeps when the learner was approved after the code was mailed', async () => {
    const admin = await createAdmin(ctx);
    const learner = await createLearner(ctx);
    const code = await mailedCode(learner.email);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/Learner/ApproveLearner',
      headers: bearer(admin.token),
      payload: { LearnerId: learner.username },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    const res = await post(CONFIRM, { email: learner.email, code }, freshIp());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: MESSAGES.withdrawApprovedRefused,
    });
    expect(await ctx.db.selectFrom('learners').selectAll().execute()).toHaveLength(1);
    expect(await withdrawals()).toEqual([]);
  });
});
