import { createHash, createHmac } from 'node:crypto';
import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { type Account, bearer, createEmployer, createLearner, mailTo, signIn } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const VERIFY = '/api/Login/VerifyEmail';
type Payload = Record<string, unknown>;

/** A public POST of VerifyEmail with a JSON body, from `remoteAddress` (default 127.0.0.1). */
const verify = (payload: Payload, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: VERIFY, payload, ...(remoteAddress ? { remoteAddress } : {}) });

const INVALID = { success: false, code: 'VALIDATION', error: MESSAGES.invalidVerificationCode };
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** The 6-digit code of the newest verification mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const mail = await mailTo(ctx, to, /verify-email\//);
  return mail.text.match(/\b(\d{6})\b/)![1]!;
}

/** A pending learner (its sign-up mailed a link and a code) with that code. */
async function pendingLearner(): Promise<Account & { code: string }> {
  const learner = await createLearner(ctx);
  return { ...learner, code: await mailedCode(learner.email) };
}

/** The verification row of an account's address, as stored. */
const verificationOf = (email: string) =>
  ctx.db.selectFrom('email_verifications').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

const isVerified = async (email: string) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).email_verified_at instanceof Date;

describe('POST /api/Login/VerifyEmail: bad input', () => {
  it('answers 400 for a NUL, a line break or a malformed address in pEmail (body and query)', async () => {
    const cases: [string, string][] = [
      ['asha\u0000@mail.tt', 'Email address is not valid'],
      ['asha@mail.tt\r\nBcc: x@y.tt', 'Email address is not valid'],
      ['"x"<asha@mail.tt>', 'Please enter a valid email address'],
      ['x'.repeat(300), 'Please enter a valid email address'],
    ];
    for (const [pEmail, error] of cases) {
      for (const res of [
        await verify({ pOTP: '123456', pEmail }),
        await ctx.app.inject({ method: 'GET', url: VERIFY, query: { pOTP: '123456', pEmail } }),
      ]) {
        expect(res.statusCode, pEmail).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
        expect([error, 'Email address must be at most 254 characters']).toContain(res.json().error);
      }
    }
    const wrongType = await verify({ pOTP: '123456', pEmail: { $ne: '' } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('answers 400 asking for the address when a code comes without link, session or pEmail, counting nothing', async () => {
    const learner = await pendingLearner();
    for (const res of [
      await verify({ pOTP: learner.code }),
      await verify({ pOTP: otherThan(learner.code), pEmail: '  ' }),
      await ctx.app.inject({ method: 'GET', url: VERIFY, query: { pOTP: learner.code } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        error: 'Please enter the email address the code was sent to.',
        fields: { pEmail: 'Please enter the email address the code was sent to.' },
      });
    }
    expect((await verificationOf(learner.email)).attempts).toBe(0);
    expect(await isVerified(learner.email)).toBe(false);
    const counted = await ctx.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'like', 'verify:%')
      .execute();
    expect(counted).toEqual([]);
  });
});

describe('POST /api/Login/VerifyEmail: a code with the address it was sent to', () => {
  it('verifies with pEmail (any letter case), once only', async () => {
    const learner = await pendingLearner();
    const res = await verify({ pOTP: learner.code, pEmail: learner.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Email verified successfully!',
      data: { next: 'learnerReview', alreadyVerified: false },
    });
    expect(await isVerified(learner.email)).toBe(true);

    const again = await verify({ pOTP: learner.code, pEmail: learner.email });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('takes pEmail from the query string and from a form body', async () => {
    const learner = await pendingLearner();
    const query = await ctx.app.inject({
      method: 'GET',
      url: VERIFY,
      query: { pOTP: learner.code, pEmail: learner.email },
    });
    expect(query.statusCode).toBe(200);

    const employer = await createEmployer(ctx);
    const form = await ctx.app.inject({
      method: 'POST',
      url: VERIFY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pOTP=${await mailedCode(employer.email)}&pEmail=${encodeURIComponent(employer.email)}`,
    });
    expect(form.statusCode).toBe(200);
    expect(await isVerified(employer.email)).toBe(true);
  });

  it("refuses another account's live code with my address, counting the try against mine", async () => {
    const mine = await pendingLearner();
    const theirs = await pendingLearner();
    if (mine.code === theirs.code) return; // one chance in a million: nothing to tell apart

    const res = await verify({ pOTP: theirs.code, pEmail: mine.email });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect(await isVerified(mine.email)).toBe(false);
    expect(await isVerified(theirs.email)).toBe(false);
    expect((await verificationOf(mine.email)).attempts).toBe(1);
    expect((await verificationOf(theirs.email)).attempts).toBe(0);

    expect((await verify({ pOTP: theirs.code, pEmail: theirs.email })).statusCode).toBe(200);
    expect((await verify({ pOTP: mine.code, pEmail: mine.email })).statusCode).toBe(200);
  });

  it('answers an unknown address, a wrong code and an expired code alike', async () => {
    const learner = await pendingLearner();
    const unknown = await verify({ pOTP: learner.code, pEmail: 'nobody@mail.tt' });
    const wrong = await verify({ pOTP: otherThan(learner.code), pEmail: learner.email });
    await ctx.db
      .updateTable('email_verifications')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await verify({ pOTP: learner.code, pEmail: learner.email });
    for (const res of [unknown, wrong, expired]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await isVerified(learner.email)).toBe(false);
  });

  it('takes the right code as the fifth try, refuses it after five wrong ones', async () => {
    const first = await pendingLearner();
    for (let i = 0; i < 4; i += 1) {
      expect((await verify({ pOTP: otherThan(first.code), pEmail: first.email })).json()).toEqual(INVALID);
    }
    expect((await verify({ pOTP: first.code, pEmail: first.email })).statusCode).toBe(200);

    const second = await pendingLearner();
    for (let i = 0; i < 5; i += 1) {
      expect((await verify({ pOTP: otherThan(second.code), pEmail: second.email })).json()).toEqual(INVALID);
    }
    const right = await verify({ pOTP: second.code, pEmail: second.email });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(INVALID);
    expect(await isVerified(second.email)).toBe(false);
    expect((await verificationOf(second.email)).attempts).toBe(5);
  });

  it('never lets parallel guesses take more than five tries', async () => {
    const learner = await pendingLearner();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () => verify({ pOTP: otherThan(learner.code), pEmail: learner.email })),
    );
    for (const res of guesses) expect(res.json()).toEqual(INVALID);
    expect((await verificationOf(learner.email)).attempts).toBe(5);

    const right = await verify({ pOTP: learner.code, pEmail: learner.email });
    expect(right.json()).toEqual(INVALID);
    expect((await verificationOf(learner.email)).attempts).toBe(5);
    expect(await isVerified(learner.email)).toBe(false);
  });

  it('ties a code to the signed-in account without pEmail, counting its tries the same way', async () => {
    // Approved before verifying: the sign-up's code is still pending, and the session names it.
    const learner = await createLearner(ctx, { status: 'approved' });
    const code = await mailedCode(learner.email);
    const token = await signIn(ctx, learner.username, learner.password!);
    const withSession = (pOTP: string) =>
      ctx.app.inject({ method: 'POST', url: VERIFY, headers: bearer(token), payload: { pOTP } });

    const guesses = await Promise.all(Array.from({ length: 10 }, () => withSession(otherThan(code))));
    for (const res of guesses) expect(res.json()).toEqual(INVALID);
    expect((await verificationOf(learner.email)).attempts).toBe(5);
    expect((await withSession(code)).json()).toEqual(INVALID);

    const other = await createLearner(ctx, { status: 'approved' });
    const otherCode = await mailedCode(other.email);
    const otherToken = await signIn(ctx, other.username, other.password!);
    const res = await ctx.app.inject({
      method: 'POST',
      url: VERIFY,
      headers: bearer(otherToken),
      payload: { pOTP: otherCode },
    });
    expect(res.statusCode).toBe(200);
    expect(await isVerified(other.email)).toBe(true);
  });
});

describe('POST /api/Login/VerifyEmail: the client address', () => {
  it('answers 429 after 20 failed tries from one address, even for the right code; others go on', async () => {
    const learner = await pendingLearner();
    for (let i = 0; i < 20; i += 1) {
      const res = await verify({ pOTP: '123456', pEmail: `guess${i}@mail.tt` }, '10.0.0.7');
      expect(res.statusCode, `try ${i + 1}`).toBe(400);
    }
    const locked = await verify({ pOTP: learner.code, pEmail: learner.email }, '10.0.0.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(await isVerified(learner.email)).toBe(false);

    expect((await verify({ pOTP: learner.code, pEmail: learner.email }, '10.0.0.8')).statusCode).toBe(200);
  });

  it('counts failures only: people verifying from one school lab are not stopped', async () => {
    for (let i = 0; i < 19; i += 1) {
      expect((await verify({ pOTP: '123456', pEmail: `guess${i}@mail.tt` }, '10.0.0.9')).statusCode).toBe(
        400,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const learner = await pendingLearner();
      expect((await verify({ pOTP: learner.code, pEmail: learner.email }, '10.0.0.9')).statusCode).toBe(200);
    }
    expect((await verify({ pOTP: '123456', pEmail: 'last@mail.tt' }, '10.0.0.9')).statusCode).toBe(400);
    expect((await verify({ pOTP: '123456', pEmail: 'last@mail.tt' }, '10.0.0.9')).statusCode).toBe(429);
  });
});

describe('stored verification codes', () => {
  it('stores an HMAC keyed from the server secret and bound to the account, not a hash of the code', async () => {
    const learner = await pendingLearner();
    const row = await verificationOf(learner.email);
    const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
    expect(row.code_hash).not.toBe(sha256(learner.code));
    expect(row.code_hash).not.toBe(sha256(`otp:${learner.code}`));
    expect(row.code_hash).not.toContain(learner.code);

    const key = createHmac('sha256', ctx.config.JWT_SECRET!).update('verification-code').digest();
    const expected = createHmac('sha256', key).update(`${row.user_id}:signup:${learner.code}`).digest('hex');
    expect(row.code_hash).toBe(expected);
  });

  it("does not take one account's stored code for another's", async () => {
    const mine = await pendingLearner();
    const theirs = await pendingLearner();
    // Even a copied row value does not carry a code over: the HMAC names its account.
    await ctx.db
      .updateTable('email_verifications')
      .set({ code_hash: (await verificationOf(theirs.email)).code_hash })
      .where('email', '=', mine.email)
      .execute();
    const res = await verify({ pOTP: theirs.code, pEmail: mine.email });
    expect(res.json()).toEqual(INVALID);
    expect(await isVerified(mine.email)).toBe(false);
  });
});
