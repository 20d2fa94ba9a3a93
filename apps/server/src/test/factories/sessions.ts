import { expect } from 'vitest';
import { createAdmin as insertAdmin } from '../../modules/admin/admin-accounts.ts';
import type { TestContext } from '../test-app.ts';
import { mailedPassword } from './mail.ts';
import { next } from './serial.ts';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in through the real endpoint and answers the token. */
export async function signIn(ctx: TestContext, username: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Login/login',
    payload: { pUserName: username, pPassword: password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

export interface Admin {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** An approved admin (as the create-admin command makes one), signed in. */
export async function createAdmin(ctx: TestContext, username = `admin${next()}`): Promise<Admin> {
  const email = `${username}@ojt.gov.tt`;
  const password = 'admin password for tests';
  const { id } = await insertAdmin(ctx.db, { username, email, password });
  return { id, username, email, password, token: await signIn(ctx, username, password) };
}

/** A password that passes the rules for every account the factories make. */
export const OWN_PASSWORD = 'Steelpan harbour 47';

/**
 * The first sign-in of a newly approved account: with the mailed password, which allows nothing but
 * choosing a new one, then ChangePassword to `OWN_PASSWORD`. Answers the password and the session.
 */
export async function firstSignIn(ctx: TestContext, username: string, email: string) {
  const mailed = await mailedPassword(ctx, email);
  const token = await signIn(ctx, username, mailed);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Login/ChangePassword',
    headers: bearer(token),
    payload: { pUserName: username, oldPassword: mailed, newPassword: OWN_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { password: OWN_PASSWORD, token };
}
