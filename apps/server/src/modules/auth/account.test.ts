import { MESSAGES } from '@ojt/domain';
import { describe, expect, it } from 'vitest';
import { type Account, bearer, createEmployer, createLearner, mailTo, signIn } from '../../test/factories.ts';
import { bodyCaller } from '../../test/requests.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

type Payload = Record<string, unknown>;
const call = bodyCaller(ctx);
const post = (url: string, payload?: Payload, token?: string) => call('POST', url, token, payload);
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(token) })).json();
const login = (username: string, password: string) =>
  post('/api/Login/login', { pUserName: username, pPassword: password });

/** An approved account, signed in. */
async function signedIn(kind: 'employer' | 'learner' = 'learner') {
  const account = await (kind === 'employer' ? createEmployer : createLearner)(ctx, { status: 'approved' });
  return {
    ...account,
    password: account.password!,
    token: await signIn(ctx, account.username, account.password!),
  };
}

/** The 6-digit code of the newest verification mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const mail = await mailTo(ctx, to, /verify-email\//);
  return mail.text.match(/\b(\d{6})\b/)![1]!;
}
async function mailedLink(to: string): Promise<string> {
  const mail = await mailTo(ctx, to, /verify-email\//);
  return mail.text.match(/verify-email\/([\w-]+)/)![1]!;
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const INVALID = { success: false, code: 'VALIDATION', error: 'Invalid verification code. Please try again.' };

describe('POST /api/Login/ChangePassword', () => {
  const URL = '/api/Login/ChangePassword';
  const change = (account: Account & { token: string }, oldPassword: string, newPassword: string) =>
    post(URL, { pUserName: account.username, oldPassword, newPassword }, account.token);

  it('answers 401 without a token, even for an incomplete request', async () => {
    for (const payload of [
      { pUserName: 'x', oldPassword: 'old password', newPassword: 'new password' },
      {},
    ]) {
      const res = await post(URL, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it("answers 403 for another user's pUserName", async () => {
    const learner = await signedIn();
    const res = await post(
      URL,
      { pUserName: 'EMP-someone', oldPassword: learner.password, newPassword: 'a brand new passphrase' },
      learner.token,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const incomplete = await post(URL, { pUserName: 'EMP-someone', oldPassword: '' }, learner.token);
    expect(incomplete.statusCode).toBe(403);
    expect(incomplete.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('answers 400 for a missing field, a wrong current password, a short or a common new password', async () => {
    const learner = await signedIn();
    const missing = await post(
      URL,
      { pUserName: learner.username, oldPassword: learner.password },
      learner.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please fill in all fields.');

    const wrong = await change(learner, 'not my password', 'a brand new passphrase');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', error: 'The current password is incorrect.' });

    const short = await change(learner, learner.password, 'short12');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('New password must be at least 8 characters long.');

    const common = await change(learner, learner.password, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toBe('This password is too common. Please choose a less common password.');

    const same = await change(learner, learner.password, learner.password);
    expect(same.json().error).toBe('New password must be different from the current password.');
    expect((await login(learner.username, learner.password)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const employer = await signedIn('employer');
    const other = await signIn(ctx, employer.username, employer.password);
    const res = await change(employer, employer.password, 'tobago sunrise 2024');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Password changed successfully!' });

    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(employer.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await login(employer.username, employer.password)).statusCode).toBe(401);
    expect((await login(employer.username, 'tobago sunrise 2024')).statusCode).toBe(200);
  });

  it('takes the parameters from the query string', async () => {
    const learner = await signedIn();
    const res = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(learner.token),
      query: { pUserName: learner.username, oldPassword: learner.password, newPassword: 'maracas bay 1990' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/Login/ChangeEmail and VerifyEmail', () => {
  const URL = '/api/Login/ChangeEmail';
  const VERIFY = '/api/Login/VerifyEmail';
  type SignedIn = Account & { token: string; password: string };
  const changeEmail = (
    account: SignedIn,
    pnewEmail: string,
    poldEmail = account.email,
    pPassword = account.password,
  ) => post(URL, { pUserName: account.username, poldEmail, pnewEmail, pPassword }, account.token);
  /** What a change of email left behind for `to`: verification rows and queued mail. */
  const traces = async (to: string) => ({
    verifications: await ctx.db
      .selectFrom('email_verifications')
      .select('id')
      .where('purpose', '=', 'change_email')
      .execute(),
    queued: await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', to).execute(),
  });

  it('answers 401 without a token and 403 for another user', async () => {
    const anonymous = { pUserName: 'a', poldEmail: 'a@b.tt', pnewEmail: 'c@d.tt', pPassword: 'x' };
    expect((await post(URL, anonymous)).statusCode).toBe(401);
    const learner = await signedIn();
    const res = await post(
      URL,
      { pUserName: 'someone', poldEmail: learner.email, pnewEmail: 'c@d.tt', pPassword: learner.password },
      learner.token,
    );
    expect(res.statusCode).toBe(403);
    for (const invalid of [
      { pUserName: 'someone', poldEmail: '', pnewEmail: 'not-an-email' },
      { pUserName: 'someone', poldEmail: learner.email, pnewEmail: 'c@d.tt', extra: 1 },
    ]) {
      const refused = await post(URL, invalid, learner.token);
      expect(refused.statusCode, JSON.stringify(invalid)).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  it('answers 400 naming pPassword without the current password, or with a NUL in it', async () => {
    const learner = await signedIn();
    const missing = await post(
      URL,
      { pUserName: learner.username, poldEmail: learner.email, pnewEmail: 'new@mail.tt' },
      learner.token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      error: 'Please enter your current password.',
      fields: { pPassword: 'Please enter your current password.' },
    });
    const withNul = await changeEmail(learner, 'new@mail.tt', learner.email, `${learner.password}\u0000`);
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toMatchObject({ error: 'Current password is not valid' });
    expect(await traces('new@mail.tt')).toEqual({ verifications: [], queued: [] });
  });

  it('answers 400 for a wrong password before revealing anything, and sends nothing', async () => {
    const other = await createLearner(ctx);
    const learner = await signedIn();
    // A wrong password wins over a wrong current email and over another learner's address: a
    // session alone learns neither the account's email nor who else is registered.
    for (const [pnewEmail, poldEmail] of [
      ['new@mail.tt', learner.email],
      ['new@mail.tt', 'other@mail.tt'],
      [other.email, learner.email],
    ] as const) {
      const res = await changeEmail(learner, pnewEmail, poldEmail, 'not my password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION',
        error: 'The current password is incorrect.',
        fields: { pPassword: 'The current password is incorrect.' },
      });
    }
    expect(await traces('new@mail.tt')).toEqual({ verifications: [], queued: [] });
    await ctx.app.outbox.drain();
    expect(ctx.mail.to('new@mail.tt')).toEqual([]);
    expect((await me(learner.token)).user.user.emailAddress).toBe(learner.email);
  });

  it('answers 429 after 5 wrong passwords in 15 minutes, even for the right one then', async () => {
    const learner = await signedIn();
    for (let i = 0; i < 5; i += 1) {
      expect((await changeEmail(learner, 'new@mail.tt', learner.email, `guess ${i}`)).statusCode).toBe(400);
    }
    const limited = await changeEmail(learner, 'new@mail.tt', learner.email, 'guess 6');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await changeEmail(learner, 'new@mail.tt')).statusCode).toBe(429);
    expect(await traces('new@mail.tt')).toEqual({ verifications: [], queued: [] });
  });

  it('answers 400 for a current email that does not match and for an invalid new one', async () => {
    const learner = await signedIn();
    const mismatch = await changeEmail(learner, 'new@mail.tt', 'other@mail.tt');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('The current email address does not match our records.');
    const invalid = await changeEmail(learner, 'not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('Please enter a valid new email.');
    const same = await changeEmail(learner, learner.email.toUpperCase());
    expect(same.json().error).toBe('The new email must be different from the current email.');
  });

  it("answers another learner's personal email as if a code was sent, saves nothing and tells only its owner", async () => {
    const other = await createLearner(ctx);
    const learner = await signedIn();
    await ctx.app.outbox.drain();
    const before = ctx.mail.sent.length;
    const res = await changeEmail(learner, other.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification code sent to your new email.' });
    await ctx.app.outbox.drain();
    expect((await traces(other.email)).verifications).toEqual([]);
    const notice = await mailTo(ctx, other.email, /move an account|change that account/);
    expect(notice.subject).toBe('Someone tried to move an account to your email address');
    expect(notice.text).toContain(`"${other.username}"`);
    expect(notice.text).not.toContain(learner.username);
    expect(notice.text).not.toMatch(/\b\d{6}\b|verify-email/);
    expect(ctx.mail.sent.slice(before).map((m) => m.to)).toEqual([other.email]);
    expect((await me(learner.token)).user.user.emailAddress).toBe(learner.email);

    // Asked again and again, the owner is told at most 3 times a day; the answer stays the same.
    for (let i = 0; i < 3; i += 1)
      expect((await changeEmail(learner, other.email)).json()).toEqual(res.json());
    await ctx.app.outbox.drain();
    expect(ctx.mail.to(other.email).filter((m) => m.subject === notice.subject)).toHaveLength(3);
  });

  it('mails a code to the new address and changes it only once verified, telling the old address', async () => {
    const employer = await signedIn('employer');
    const res = await changeEmail(employer, 'careers@caribsteel.tt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Verification code sent to your new email.' });
    expect(await traces('careers@caribsteel.tt')).toMatchObject({
      verifications: [expect.anything()],
      queued: [expect.anything()],
    });
    expect((await me(employer.token)).user.user.emailAddress).toBe(employer.email);

    const code = await mailedCode('careers@caribsteel.tt');
    const verified = await post(VERIFY, { pOTP: code }, employer.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: 'Email verified successfully!',
      data: { next: 'signIn', alreadyVerified: false },
    });
    expect((await me(employer.token)).user.user.emailAddress).toBe('careers@caribsteel.tt');
    const notice = await mailTo(ctx, employer.email, /was changed to careers@caribsteel\.tt/);
    expect(notice.subject).toBe('Your OJT Portal email address was changed');
  });

  it('kills the code after 5 wrong tries', async () => {
    const learner = await signedIn();
    await changeEmail(learner, 'kavita.new@example.com');
    const code = await mailedCode('kavita.new@example.com');
    for (let i = 0; i < 5; i += 1) {
      const res = await post(VERIFY, { pOTP: otherThan(code) }, learner.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await post(VERIFY, { pOTP: code }, learner.token)).statusCode).toBe(400);
    expect((await me(learner.token)).user.user.emailAddress).toBe(learner.email);
  });

  it('refuses an expired code', async () => {
    const learner = await signedIn();
    await changeEmail(learner, 'kavita.new@example.com');
    const code = await mailedCode('kavita.new@example.com');
    await ctx.db
      .updateTable('email_verifications')
      .set({ code_expires_at: new Date(Date.now() - 1000) })
      .execute();
    // The right code learns that it expired, and the page offers a new one (issue 16).
    expect((await post(VERIFY, { pOTP: code }, learner.token)).json()).toEqual({
      success: false,
      code: 'CODE_EXPIRED',
      error: MESSAGES.verificationExpired,
    });
    expect((await me(learner.token)).user.user.emailAddress).toBe(learner.email);
  });

  it('replaces the old code when asked again', async () => {
    const learner = await signedIn();
    await changeEmail(learner, 'first@example.com');
    const first = await mailedCode('first@example.com');
    await changeEmail(learner, 'second@example.com');
    const second = await mailedCode('second@example.com');
    if (first !== second) expect((await post(VERIFY, { pOTP: first }, learner.token)).statusCode).toBe(400);
    expect((await post(VERIFY, { pOTP: second }, learner.token)).statusCode).toBe(200);
    expect((await me(learner.token)).user.user.emailAddress).toBe('second@example.com');
  });
});

describe('VerifyEmail after sign-up', () => {
  const VERIFY = '/api/Login/VerifyEmail';
  const verifiedAt = async () =>
    (await ctx.db.selectFrom('users').select('email_verified_at').executeTakeFirstOrThrow())
      .email_verified_at;

  it('answers 400 when neither a link token nor a code is given (GET and POST)', async () => {
    const message = 'The OTP is required. Please enter the code sent to your email.';
    for (const res of [
      await post(VERIFY),
      await post(VERIFY, { pOTP: '  ' }),
      await ctx.app.inject({ method: 'GET', url: VERIFY }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION', error: message });
    }
  });

  it('verifies with the link token as pParameters (POST body)', async () => {
    const learner = await createLearner(ctx);
    const res = await post(VERIFY, { pParameters: await mailedLink(learner.email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Email verified successfully!',
      data: { next: 'learnerReview', alreadyVerified: false },
    });
    expect(await verifiedAt()).toBeInstanceOf(Date);
  });

  it('verifies with the link token as a long pOTP (GET query)', async () => {
    const employer = await createEmployer(ctx);
    const token = await mailedLink(employer.email);
    const res = await ctx.app.inject({ method: 'GET', url: VERIFY, query: { pOTP: token } });
    expect(res.statusCode).toBe(200);
    expect(await verifiedAt()).toBeInstanceOf(Date);
    // Used once: opened again, it says the address is confirmed (issue 16).
    expect((await post(VERIFY, { pParameters: token })).json()).toMatchObject({
      success: true,
      data: { next: 'employerReview', alreadyVerified: true },
    });
  });

  it('verifies with the 6-digit code and the address it was sent to, once only; a wrong code is refused', async () => {
    const learner = await createLearner(ctx);
    const code = await mailedCode(learner.email);
    const pEmail = learner.email;
    expect((await post(VERIFY, { pOTP: otherThan(code), pEmail })).json()).toEqual(INVALID);
    const res = await ctx.app.inject({ method: 'POST', url: VERIFY, query: { pOTP: code, pEmail } });
    expect(res.statusCode).toBe(200);
    expect(await verifiedAt()).toBeInstanceOf(Date);
    const again = await post(VERIFY, { pOTP: code, pEmail });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('rate-limits a client address after 20 failed tries (429)', async () => {
    const guess = { pOTP: '123456', pEmail: 'nobody@mail.tt' };
    for (let i = 0; i < 20; i += 1) expect((await post(VERIFY, guess)).statusCode).toBe(400);
    const res = await post(VERIFY, guess);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('takes a form body too', async () => {
    const learner = await createLearner(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: VERIFY,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `pOTP=${await mailedCode(learner.email)}&pEmail=${encodeURIComponent(learner.email)}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
