import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { createEmployer, createLearner, mailTo } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { workBeforeAnswer } from '../../test/work-before-answer.ts';

const ctx = useTestContext();

const VERIFY = '/api/Login/VerifyEmail';
const RESEND = '/api/Login/ResendVerification';
type Payload = Record<string, unknown>;

const post = (url: string, payload: Payload, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, ...(remoteAddress ? { remoteAddress } : {}) });

const INVALID = { success: false, code: 'VALIDATION', error: MESSAGES.invalidVerificationCode };
const EXPIRED = { success: false, code: 'CODE_EXPIRED', error: MESSAGES.verificationExpired };
const SENT = { success: true, message: MESSAGES.newCodeSent };

/** The link token and code of the newest verification mail to `to`, waiting for one other than `older`. */
async function mailed(to: string, older?: string): Promise<{ link: string; code: string }> {
  const until = Date.now() + 10_000;
  for (;;) {
    const { text } = await mailTo(ctx, to, /verify-email\//);
    const link = text.match(/verify-email\/([\w-]+)/)![1]!;
    if (link !== older || Date.now() > until) return { link, code: text.match(/\b(\d{6})\b/)![1]! };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * How many verification links have been sent to `to`: each one is mailed, in the same transaction.
 * Counted in the database once the work after the answers has run (a delivery may still be in flight).
 */
async function linksSent(to: string): Promise<number> {
  await ctx.app.outbox.drain();
  const rows = await ctx.db
    .selectFrom('verification_links')
    .select('user_id')
    .where('email', '=', to)
    .execute();
  return rows.length;
}

const expireAll = () =>
  ctx.db
    .updateTable('email_verifications')
    .set({ link_expires_at: new Date(Date.now() - 1000), code_expires_at: new Date(Date.now() - 1000) })
    .execute();

describe('POST /api/Login/ResendVerification: bad input', () => {
  it('answers 400 without a link token or an address, and for a malformed address', async () => {
    const none = await post(RESEND, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'VALIDATION',
      error: MESSAGES.verificationEmailRequired,
      fields: { pEmail: MESSAGES.verificationEmailRequired },
    });
    const malformed = await post(RESEND, { pEmail: 'asha@mail' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'Please enter a valid email address',
    });
    expect((await post(RESEND, { pEmail: 'a@mail.tt', extra: 1 })).statusCode).toBe(400);
  });
});

describe('VerifyEmail: a link used before', () => {
  it('answers that the address is confirmed and what comes next, for a learner and an employer', async () => {
    const learner = await createLearner(ctx);
    const { link } = await mailed(learner.email);
    const first = await post(VERIFY, { pParameters: link });
    expect(first.json()).toEqual({
      success: true,
      message: MESSAGES.emailVerified,
      data: { next: 'learnerReview', alreadyVerified: false },
    });
    const again = await post(VERIFY, { pParameters: link });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: MESSAGES.emailVerified,
      data: { next: 'learnerReview', alreadyVerified: true },
    });

    const employer = await createEmployer(ctx);
    const employerLink = (await mailed(employer.email)).link;
    await post(VERIFY, { pOTP: employerLink });
    // Still recognised after the pruning has deleted the used verification.
    await ctx.db.deleteFrom('email_verifications').execute();
    expect((await post(VERIFY, { pOTP: employerLink })).json().data).toEqual({
      next: 'employerReview',
      alreadyVerified: true,
    });
  });

  it('says sign-in comes next once the account is approved, and nothing more once rejected', async () => {
    const approved = await createLearner(ctx, { status: 'approved' });
    const link = (await mailed(approved.email)).link;
    expect((await post(VERIFY, { pParameters: link })).json().data.next).toBe('signIn');
    const rejected = await createLearner(ctx);
    const rejectedLink = (await mailed(rejected.email)).link;
    await post(VERIFY, { pParameters: rejectedLink });
    await ctx.db
      .updateTable('users')
      .set({ status: 'rejected' })
      .where('email', '=', rejected.email)
      .execute();
    expect((await post(VERIFY, { pParameters: rejectedLink })).json().data).toEqual({
      next: 'notApproved',
      alreadyVerified: true,
    });
  });

  it('still refuses a link never sent, as before', async () => {
    const res = await post(VERIFY, { pParameters: 'k3Jd9_xQ-2mPz8vL0aRt5yWc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
  });
});

describe('VerifyEmail: an expired link or code', () => {
  it('answers CODE_EXPIRED for an expired link, and for one pruned after it expired', async () => {
    const learner = await createLearner(ctx);
    const { link } = await mailed(learner.email);
    await expireAll();
    const res = await post(VERIFY, { pParameters: link });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EXPIRED);
    await ctx.db.deleteFrom('email_verifications').execute();
    expect((await post(VERIFY, { pParameters: link })).json()).toEqual(EXPIRED);
  });

  it('answers CODE_EXPIRED for the right code after it expired, but a wrong one stays invalid', async () => {
    const learner = await createLearner(ctx);
    const { link, code } = await mailed(learner.email);
    await ctx.db
      .updateTable('email_verifications')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .execute();
    const wrong = await post(VERIFY, { pParameters: link, pOTP: code === '000000' ? '111111' : '000000' });
    expect(wrong.json()).toEqual(INVALID);
    expect((await post(VERIFY, { pParameters: link, pOTP: code })).json()).toEqual(EXPIRED);
  });
});

describe('POST /api/Login/ResendVerification', () => {
  it('mails a new code and link for an expired link; the new ones work and the old ones do not', async () => {
    const learner = await createLearner(ctx);
    const old = await mailed(learner.email);
    await expireAll();

    const res = await post(RESEND, { pParameters: old.link });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    expect(await linksSent(learner.email)).toBe(2);
    const fresh = await mailed(learner.email, old.link);
    expect(fresh.link).not.toBe(old.link);

    // The old link was replaced: it offers a new code again rather than calling itself invalid.
    expect((await post(VERIFY, { pParameters: old.link })).json()).toEqual(EXPIRED);
    expect((await post(VERIFY, { pOTP: fresh.code, pEmail: learner.email })).json().data).toEqual({
      next: 'learnerReview',
      alreadyVerified: false,
    });
    expect((await post(VERIFY, { pParameters: fresh.link })).json().data.alreadyVerified).toBe(true);
  });

  it('mails a new code to the address a code was sent to, replacing the live one', async () => {
    const employer = await createEmployer(ctx);
    const old = await mailed(employer.email);
    expect((await post(RESEND, { pEmail: employer.email.toUpperCase() })).json()).toEqual(SENT);
    expect(await linksSent(employer.email)).toBe(2);
    const fresh = await mailed(employer.email, old.link);
    if (old.code !== fresh.code) {
      expect((await post(VERIFY, { pOTP: old.code, pEmail: employer.email })).json()).toEqual(INVALID);
    }
    expect((await post(VERIFY, { pOTP: fresh.code, pEmail: employer.email })).statusCode).toBe(200);
  });

  it('answers alike, sending nothing, for an unknown address, a used link and a confirmed address', async () => {
    const learner = await createLearner(ctx);
    const { link } = await mailed(learner.email);
    await post(VERIFY, { pParameters: link });
    for (const payload of [
      { pEmail: 'nobody@mail.tt' },
      { pParameters: link },
      { pEmail: learner.email },
      { pParameters: 'k3Jd9_xQ-2mPz8vL0aRt5yWc' },
    ]) {
      const res = await post(RESEND, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
    }
    expect(await linksSent(learner.email)).toBe(1);
    expect(await linksSent('nobody@mail.tt')).toBe(0);
  });

  it('does the same work before answering for a waiting address or link and an unknown one; the mail follows', async () => {
    const learner = await createLearner(ctx);
    const cases: [(link: string) => Payload, Payload][] = [
      [() => ({ pEmail: learner.email }), { pEmail: 'nobody@mail.tt' }],
      [(link) => ({ pParameters: link }), { pParameters: 'k3Jd9_xQ-2mPz8vL0aRt5yWc' }],
    ];
    for (const [payload, unknown] of cases) {
      const waiting = payload((await mailed(learner.email)).link);
      await expireAll();
      const known = await workBeforeAnswer(ctx, () => post(RESEND, waiting, '10.0.5.1'));
      const stranger = await workBeforeAnswer(ctx, () => post(RESEND, unknown, '10.0.5.2'));
      expect(known.answer.json()).toEqual(SENT);
      expect(stranger.answer.json()).toEqual(SENT);
      expect(known.statements).toEqual(stranger.statements);
      const sent = await linksSent(learner.email);
      await known.release();
      await stranger.release();
      expect(await linksSent(learner.email)).toBe(sent + 1);
    }
  });

  it('answers 429 after 3 calls for one address from one client address, and after 10 from one client address', async () => {
    const learner = await createLearner(ctx);
    for (let i = 0; i < 3; i += 1) {
      expect((await post(RESEND, { pEmail: learner.email }, '10.0.1.1')).statusCode).toBe(200);
      // Each resend's new link is written after its answer: let it land before the next replaces it.
      await ctx.app.outbox.drain();
    }
    const limited = await post(RESEND, { pEmail: learner.email }, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await linksSent(learner.email)).toBe(4);

    for (let i = 0; i < 10; i += 1) {
      expect((await post(RESEND, { pEmail: `someone${i}@mail.tt` }, '10.0.1.3')).statusCode).toBe(200);
    }
    expect((await post(RESEND, { pEmail: 'someone.else@mail.tt' }, '10.0.1.3')).statusCode).toBe(429);
  });

  it('cannot be blocked by a stranger at another client address who used up the count', async () => {
    const learner = await createLearner(ctx);
    const { link } = await mailed(learner.email);
    for (let i = 0; i < 3; i += 1) {
      expect((await post(RESEND, { pEmail: learner.email }, '10.0.2.1')).statusCode).toBe(200);
      await ctx.app.outbox.drain();
    }
    expect((await post(RESEND, { pEmail: learner.email }, '10.0.2.1')).statusCode).toBe(429);
    const sent = await linksSent(learner.email);

    const owner = await post(RESEND, { pEmail: learner.email }, '10.0.2.2');
    expect(owner.json()).toEqual(SENT);
    expect(await linksSent(learner.email)).toBe(sent + 1);
    const fresh = await mailed(learner.email, link);
    expect((await post(VERIFY, { pOTP: fresh.code, pEmail: learner.email })).statusCode).toBe(200);
  });

  it('mails one account at most 5 new codes in 15 minutes, answering alike beyond that', async () => {
    const learner = await createLearner(ctx);
    const sent = await linksSent(learner.email);
    for (let i = 0; i < 8; i += 1) {
      const res = await post(RESEND, { pEmail: learner.email }, `10.0.3.${i}`);
      expect(res.json()).toEqual(SENT);
      await ctx.app.outbox.drain();
    }
    expect(await linksSent(learner.email)).toBe(sent + 5);
  });
});
