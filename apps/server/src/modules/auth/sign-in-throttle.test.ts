import { describe, expect, it } from 'vitest';
import { hashChecksMade } from '../../lib/passwords.ts';
import { countRateLimitHit } from '../../lib/rate-limit-repository.ts';
import { createAdmin } from '../../test/factories.ts';
import { useTestContext } from '../../test/test-app.ts';
import { createAdmin as insertAdmin } from '../admin/admin-accounts.ts';
import { MAX_SIGN_IN_DELAY_MS, signInDelayMs, signInLimits } from './sign-in-throttle.ts';

const ctx = useTestContext();

const login = (payload: Record<string, unknown>, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/Login/login', payload, remoteAddress: ip });
const LAB_PASSWORD = 'Lab computer 2026 Arima';

describe('POST /api/Login/login: failures are counted, not attempts (issue 9)', () => {
  it('answers 429 to one account from one address after 10 failures, even with the right password', async () => {
    const admin = await createAdmin(ctx);
    for (let i = 0; i < 10; i += 1) {
      const res = await login({ pUserName: admin.username, pPassword: `wrong ${i}` }, '10.0.1.1');
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('does not lock the owner out: failures from one address leave the account open from another', async () => {
    const admin = await createAdmin(ctx);
    for (let i = 0; i < 10; i += 1) {
      await login({ pUserName: admin.username, pPassword: `wrong ${i}` }, '10.0.2.1');
    }
    const res = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.3.1');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lets a school lab of 40 learners behind one address sign in, each after a typo', async () => {
    const lab = '10.0.4.1';
    const accounts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        insertAdmin(ctx.db, { username: `lab${i}`, email: `lab${i}@school.tt`, password: LAB_PASSWORD }),
      ),
    );
    expect(accounts).toHaveLength(40);
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push((await login({ pUserName: `lab${i}`, pPassword: 'Lab computer 2026' }, lab)).statusCode);
      answers.push((await login({ pUserName: `lab${i}`, pPassword: LAB_PASSWORD }, lab)).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(40);
    expect(answers.filter((status) => status === 401)).toHaveLength(40);
  });

  it('answers 429 to an address past 600 sign-in requests in the window, right password or not', async () => {
    const admin = await createAdmin(ctx);
    const { requests } = signInLimits(admin.username, '10.0.9.1');
    for (let i = 0; i < requests.max - 1; i += 1) {
      await countRateLimitHit(ctx.db, requests.key, requests.windowSeconds);
    }
    // The 600th request still passes and signs in; it counts no failure.
    const last = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.9.1');
    expect(last.statusCode, last.body).toBe(200);
    const over = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.9.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const elsewhere = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.9.2');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('stops password spraying: an address gets 429 after 100 failures over any accounts', async () => {
    const address = '10.0.5.1';
    for (let i = 0; i < 100; i += 1) {
      expect((await login({ pUserName: `nobody${i}`, pPassword: 'Guess 123456' }, address)).statusCode).toBe(
        401,
      );
    }
    const res = await login({ pUserName: 'nobody-else', pPassword: 'Guess 123456' }, address);
    expect(res.statusCode).toBe(429);
    expect(
      (await login({ pUserName: 'nobody-else', pPassword: 'Guess 123456' }, '10.0.5.2')).statusCode,
    ).toBe(401);
  }, 60_000);

  it('slows every attempt on an account guessed from many addresses, without blocking it', async () => {
    const admin = await createAdmin(ctx);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login({ pUserName: admin.username, pPassword: `wrong ${i}` }, `10.0.6.${i}`)).statusCode,
      ).toBe(401);
    }
    const started = performance.now();
    const res = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.7.1');
    expect(res.statusCode, res.body).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(signInDelayMs(10) - 5);
  });
});

describe('POST /api/Login/login: the limits hold against parallel requests', () => {
  it('checks at most 10 of 50 wrong passwords sent at once for one account from one address; the rest get 429', async () => {
    const admin = await createAdmin(ctx);
    const checksBefore = hashChecksMade().argon2;
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        login({ pUserName: admin.username, pPassword: `parallel guess ${i}` }, '10.0.10.1'),
      ),
    );
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    for (const res of burst.filter((answer) => answer.statusCode === 429)) {
      expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
    expect(hashChecksMade().argon2 - checksBefore).toBe(10);
    const right = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.10.1');
    expect(right.statusCode).toBe(429);
    const owner = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.11.1');
    expect(owner.statusCode, owner.body).toBe(200);
  }, 60_000);

  it('gives the place a sign-in took in the failure counts back when it succeeds', async () => {
    const admin = await createAdmin(ctx);
    const { address } = signInLimits(admin.username, '10.0.13.1');
    for (let i = 0; i < address.max - 1; i += 1) {
      await countRateLimitHit(ctx.db, address.key, address.windowSeconds);
    }
    for (let i = 0; i < 5; i += 1) {
      const again = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.13.1');
      expect(again.statusCode, again.body).toBe(200);
    }
    const last = await login({ pUserName: admin.username, pPassword: 'wrong at last' }, '10.0.13.1');
    expect(last.statusCode).toBe(401);
    const over = await login({ pUserName: admin.username, pPassword: admin.password }, '10.0.13.1');
    expect(over.statusCode).toBe(429);
  });
});

describe('POST /api/Login/login: the client an address counts as', () => {
  it('counts every address of an IPv6 /64 as one client, and an IPv4-mapped address as the IPv4 one', async () => {
    const admin = await createAdmin(ctx);
    for (let i = 1; i <= 10; i += 1) {
      const res = await login({ pUserName: admin.username, pPassword: `wrong ${i}` }, `2001:db8:5:1::${i}`);
      expect(res.statusCode).toBe(401);
    }
    const sameLine = await login(
      { pUserName: admin.username, pPassword: admin.password },
      '2001:db8:5:1:ab::1',
    );
    expect(sameLine.statusCode).toBe(429);
    const otherLine = await login(
      { pUserName: admin.username, pPassword: admin.password },
      '2001:db8:5:2::1',
    );
    expect(otherLine.statusCode, otherLine.body).toBe(200);

    const other = await insertAdmin(ctx.db, {
      username: 'mapped',
      email: 'mapped@example.tt',
      password: LAB_PASSWORD,
    });
    expect(other.id).toBeGreaterThan(0);
    for (let i = 0; i < 10; i += 1) {
      const res = await login({ pUserName: 'mapped', pPassword: `wrong ${i}` }, '::ffff:10.0.12.1');
      expect(res.statusCode).toBe(401);
    }
    expect((await login({ pUserName: 'mapped', pPassword: LAB_PASSWORD }, '10.0.12.1')).statusCode).toBe(429);
  });
});

describe('signInDelayMs', () => {
  it('lets the first 10 failures of an account pass at once, then doubles from 0.25 s up to a cap', () => {
    expect([0, 5, 9].map(signInDelayMs)).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13].map(signInDelayMs)).toEqual([250, 500, 1000, 2000]);
    expect(signInDelayMs(40)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(MAX_SIGN_IN_DELAY_MS).toBeLessThanOrEqual(10_000);
  });
});
