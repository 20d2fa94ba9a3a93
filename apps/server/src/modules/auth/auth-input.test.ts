import { describe, expect, it } from 'vitest';
import { createEmployer } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';

const ctx = useTestContext();

const post = (url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, payload });

describe('sign-in and recovery refuse a NUL with 400 naming the parameter', () => {
  it('POST /api/Login/login', async () => {
    const account = await createEmployer(ctx, { status: 'approved' });
    for (const [payload, error] of [
      [{ pUserName: `${account.username}\u0000`, pPassword: account.password }, 'Username is not valid'],
      [{ pUserName: account.username, pPassword: `${account.password}\u0000` }, 'Password is not valid'],
    ] as const) {
      const res = await post('/api/Login/login', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error });
    }
  });

  it('POST /api/Login/RecoverPassword', async () => {
    const account = await createEmployer(ctx, { status: 'approved' });
    for (const [payload, error] of [
      [{ pUserName: `${account.username}\u0000`, pEmail: account.email }, 'Username is not valid'],
      [{ pUserName: account.username, pEmail: `${account.email}\u0000` }, 'Email is not valid'],
      [{ pUserName: `${account.username}\r\nX`, pEmail: account.email }, 'Username is not valid'],
    ] as const) {
      const res = await post('/api/Login/RecoverPassword', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error });
    }
  });
});
