import { describe, expect, it } from 'vitest';
import { bearer, createAdmin, createEmployer, mailTo, OWN_PASSWORD, signIn } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const login = (pUserName: string, pPassword: string, rememberMe = false) =>
  ctx.app.inject({ method: 'POST', url: '/api/Login/login', payload: { pUserName, pPassword, rememberMe } });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/Login/me', headers: bearer(token) });
const overview = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/Employer/Overview', headers: bearer(token) });
const changePassword = (token: string, pUserName: string, oldPassword: string, newPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Login/ChangePassword',
    headers: bearer(token),
    payload: { pUserName, oldPassword, newPassword },
  });
const CHANGE_REQUIRED = {
  success: false,
  code: 'PASSWORD_CHANGE_REQUIRED',
  error:
    'Please choose a new password to continue. The password we emailed you is for your first sign-in only.',
};

describe('the first sign-in with a mailed password (issue 9)', () => {
  it('signs in, says mustChangePassword, and allows nothing but me, logout and ChangePassword until then', async () => {
    const employer = await createEmployer(ctx, { status: 'approved', keepMailedPassword: true });
    const res = await login(employer.username, employer.password!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      mustChangePassword: true,
      user: { user: { userName: employer.username } },
    });
    const token = res.json().token;

    const refused = await overview(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CHANGE_REQUIRED);
    expect((await me(token)).json()).toMatchObject({ mustChangePassword: true });

    expect(
      (await changePassword(token, employer.username, employer.password!, OWN_PASSWORD)).statusCode,
    ).toBe(200);
    expect((await overview(token)).statusCode).toBe(200);
    const after = await me(token);
    expect(after.json()).not.toHaveProperty('mustChangePassword');
    const again = await login(employer.username, OWN_PASSWORD);
    expect(again.json()).not.toHaveProperty('mustChangePassword');
  });

  it('refuses the mailed password once it has sat unused for 7 days, and says how to get a new one', async () => {
    const employer = await createEmployer(ctx, { status: 'approved', keepMailedPassword: true });
    const user = await ctx.db
      .selectFrom('users')
      .select('password_expires_at')
      .where('username', '=', employer.username)
      .executeTakeFirstOrThrow();
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(user.password_expires_at!.getTime() - Date.now() - sevenDays)).toBeLessThan(60_000);

    await ctx.db
      .updateTable('users')
      .set({ password_expires_at: new Date(Date.now() - 1000) })
      .where('username', '=', employer.username)
      .execute();
    const res = await login(employer.username, employer.password!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      code: 'PASSWORD_EXPIRED',
      error: "The password we emailed you has expired. Use 'Forgot password?' to get a new one.",
    });
    // A wrong password still says only that it is wrong.
    expect((await login(employer.username, 'not the password')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('makes a generated admin password (printed once) for the first sign-in only', async () => {
    const { createAdmin: insertAdmin } = await import('../admin/admin-accounts.ts');
    const { password } = await insertAdmin(ctx.db, { username: 'printed', email: 'printed@ojt.gov.tt' });
    expect((await login('printed', password)).json()).toMatchObject({ mustChangePassword: true });
  });
});

describe('a recovery temporary password, once used (issue 9)', () => {
  it('ends the account other sessions and leads to choosing a new password', async () => {
    const employer = await createEmployer(ctx, { status: 'approved' });
    const earlier = employer.token!;
    expect((await me(earlier)).statusCode).toBe(200);
    const recover = await ctx.app.inject({
      method: 'POST',
      url: '/api/Login/RecoverPassword',
      payload: { pUserName: employer.username, pEmail: employer.email },
    });
    expect(recover.statusCode).toBe(200);
    const mail = await mailTo(ctx, employer.email, /Temporary password: \S+/);
    const temp = mail.text.match(/Temporary password: (\S+)/)![1]!;

    const res = await login(employer.username, temp);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mustChangePassword: true });
    expect((await me(earlier)).statusCode).toBe(401);
    expect((await overview(res.json().token)).json()).toEqual(CHANGE_REQUIRED);
  });
});

describe('session idle timeouts (ASVS 7.3.1)', () => {
  const idleOf = async (token: string) => {
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    return ctx.db
      .selectFrom('sessions')
      .select(['idle_seconds', 'last_seen_at'])
      .where('id', '=', sid)
      .executeTakeFirstOrThrow();
  };
  const idleFor = async (token: string, seconds: number) => {
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    await ctx.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - seconds * 1000) })
      .where('id', '=', sid)
      .execute();
  };

  it('gives admins 30 minutes, others 2 hours, and 30 days only with Remember me', async () => {
    const admin = await createAdmin(ctx);
    const employer = await createEmployer(ctx, { status: 'approved' });
    expect((await idleOf(admin.token)).idle_seconds).toBe(30 * 60);
    expect((await idleOf(await signIn(ctx, employer.username, employer.password!))).idle_seconds).toBe(
      2 * 60 * 60,
    );
    const remembered = (await login(employer.username, employer.password!, true)).json().token;
    expect((await idleOf(remembered)).idle_seconds).toBe(30 * 24 * 60 * 60);
    const adminRemembered = (await login(admin.username, admin.password, true)).json().token;
    expect((await idleOf(adminRemembered)).idle_seconds).toBe(30 * 60);
  });

  it('ends a session left idle too long (401 SESSION_EXPIRED), and a request starts the idle time again', async () => {
    const admin = await createAdmin(ctx);
    await idleFor(admin.token, 29 * 60);
    expect((await me(admin.token)).statusCode).toBe(200);
    expect(Date.now() - (await idleOf(admin.token)).last_seen_at.getTime()).toBeLessThan(60_000);

    await idleFor(admin.token, 31 * 60);
    const res = await me(admin.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'SESSION_EXPIRED' });
  });
});
