import { describe, expect, it } from 'vitest';
import { type Account, createEmployer, createLearner, mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { workBeforeAnswer } from '../../test/work-before-answer.ts';

const ctx = useTestContext();

const SENT = { success: true, message: 'Password recovery email sent successfully!' };
const recover = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/Login/RecoverPassword', payload, remoteAddress: ip });
const login = (username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Login/login',
    payload: { pUserName: username, pPassword: password },
  });

async function temporaryPassword(account: Account): Promise<string> {
  const mail = await mailTo(ctx, account.email, /Temporary password: \S+/);
  expect(mail.subject).toBe('Your temporary OJT Portal password');
  return mail.text.match(/Temporary password: (\S+)/)![1]!;
}

describe('POST /api/Login/RecoverPassword', () => {
  it.each([
    [{}],
    [{ pUserName: 'EMP-1' }],
    [{ pEmail: 'hr@caribsteel.tt' }],
    [{ pUserName: ' ', pEmail: 'hr@caribsteel.tt' }],
  ])('answers 400 "Please fill in both username and email fields." for %j', async (payload) => {
    const res = await recover(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      error: 'Please fill in both username and email fields.',
    });
  });

  it('answers alike whether or not the pair matched, and mails only on a match', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    const before = ctx.mail.sent.length;
    for (const payload of [
      { pUserName: 'nobody', pEmail: employer.email },
      { pUserName: employer.username, pEmail: 'someone@else.tt' },
    ]) {
      const res = await recover(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.length).toBe(before);

    const match = await recover({
      pUserName: employer.username.toLowerCase(),
      pEmail: employer.email.toUpperCase(),
    });
    expect(match.statusCode).toBe(200);
    expect(match.json()).toEqual(SENT);
    expect(await temporaryPassword(employer)).toMatch(/^\S{12}$/);
  });

  it('mails nothing for a pending account', async () => {
    const pending = await createLearner(ctx);
    const res = await recover({ pUserName: pending.username, pEmail: pending.email });
    expect(res.json()).toEqual(SENT);
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(pending.email).some((m) => /Temporary password/.test(m.text))).toBe(false);
  });

  it('takes the parameters from the query string', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Login/RecoverPassword',
      query: { pUserName: learner.username, pEmail: learner.email },
    });
    expect(res.json()).toEqual(SENT);
    expect(await temporaryPassword(learner)).toBeTruthy();
  });

  it('keeps the old password working until the temporary one is used; then only the temporary one works', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    await recover({ pUserName: learner.username, pEmail: learner.email });
    const temp = await temporaryPassword(learner);

    expect((await login(learner.username, learner.password!)).statusCode).toBe(200);
    expect((await login(learner.username, temp)).statusCode).toBe(200);
    const old = await login(learner.username, learner.password!);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('Invalid username or password');
    expect((await login(learner.username, temp)).statusCode).toBe(200);
  });

  it('refuses an expired temporary password and keeps the old one', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    await recover({ pUserName: employer.username, pEmail: employer.email });
    const temp = await temporaryPassword(employer);
    await ctx.db
      .updateTable('users')
      .set({ temp_password_expires_at: new Date(Date.now() - 1000) })
      .where('username', '=', employer.username)
      .execute();
    expect((await login(employer.username, temp)).statusCode).toBe(401);
    expect((await login(employer.username, employer.password!)).statusCode).toBe(200);
  });

  it('replaces an earlier temporary password with the newest one', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    await recover({ pUserName: employer.username, pEmail: employer.email });
    const first = await temporaryPassword(employer);
    await recover({ pUserName: employer.username, pEmail: employer.email });
    const second = await temporaryPassword(employer);
    expect(second).not.toBe(first);
    expect((await login(employer.username, first)).statusCode).toBe(401);
    expect((await login(employer.username, second)).statusCode).toBe(200);
  });

  it('does the same work before answering for a matching pair and an unknown one; the mail follows', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const match = await workBeforeAnswer(ctx, () =>
      recover({ pUserName: employer.username, pEmail: employer.email }, '10.0.6.1'),
    );
    const unknown = await workBeforeAnswer(ctx, () =>
      recover({ pUserName: 'nobody-at-all', pEmail: 'nobody@else.tt' }, '10.0.6.2'),
    );
    expect(match.answer.json()).toEqual(SENT);
    expect(unknown.answer.json()).toEqual(SENT);
    expect(match.statements).toEqual(unknown.statements);
    await match.release();
    await unknown.release();
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([employer.email]);
  });

  it('cannot be blocked by a stranger who knows the username: wrong addresses do not count against the owner', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    for (let i = 0; i < 6; i += 1) {
      const res = await recover({ pUserName: learner.username, pEmail: `guess${i}@else.tt` }, `10.0.7.${i}`);
      expect(res.statusCode).toBe(200);
      const again = await recover({ pUserName: learner.username, pEmail: 'guess@else.tt' }, '10.0.8.1');
      expect(again.statusCode).toBe(i < 3 ? 200 : 429);
    }
    const owner = await recover({ pUserName: learner.username, pEmail: learner.email }, '10.0.9.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(SENT);
    expect(await temporaryPassword(learner)).toMatch(/^\S{12}$/);
  });

  it('cannot be blocked by a stranger who knows username and email: their count is their address only', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    const pair = { pUserName: learner.username, pEmail: learner.email };
    for (let i = 0; i < 3; i += 1) expect((await recover(pair, '10.0.10.1')).statusCode).toBe(200);
    expect((await recover(pair, '10.0.10.1')).statusCode).toBe(429);
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;

    const owner = await recover(pair, '10.0.11.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(SENT);
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([learner.email]);
    expect((await login(learner.username, await temporaryPassword(learner))).statusCode).toBe(200);
  });

  it('mails one account at most 5 temporary passwords in 15 minutes, answering alike beyond that', async () => {
    const learner = await createLearner(ctx, { status: 'approved' });
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    for (let i = 0; i < 8; i += 1) {
      const res = await recover({ pUserName: learner.username, pEmail: learner.email }, `10.0.12.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    await ctx.app.outbox.drain();
    expect(ctx.mail.sent.slice(before).filter((m) => m.to === learner.email)).toHaveLength(5);
    // The fifth mail's password is the one that works: the capped requests changed nothing.
    expect((await login(learner.username, await temporaryPassword(learner))).statusCode).toBe(200);
  });

  it('rate-limits recovery of one username and email from one client address (429) without revealing whether they match', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    const pairs = [
      { pUserName: 'nobody', pEmail: 'a@b.tt' },
      { pUserName: employer.username, pEmail: employer.email },
    ];
    for (const [n, pair] of pairs.entries()) {
      for (let i = 0; i < 3; i += 1) {
        expect((await recover(pair, `10.0.3.${n}`)).statusCode).toBe(200);
      }
      const res = await recover(pair, `10.0.3.${n}`);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
  });
});
