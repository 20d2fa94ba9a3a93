import { MESSAGES } from '@ojt/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailTo, validLearnerSignup } from '../../test/factories.ts';
import { testConfig, useTestContext } from '../../test/test-app.ts';

// Two apps in one process, on one database, with different server secrets: each keys its codes with
// its own secret, so a code one of them mailed is no code to the other.
const ctx = useTestContext();
let other: FastifyInstance;

beforeAll(async () => {
  other = await buildApp({
    config: testConfig({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256-signing' }),
    // The same database, not owned by this app; its mail is delivered to the same capture.
    database: { db: ctx.db, kind: ctx.kind, close: async () => {} },
    mailTransport: ctx.mail,
    startWorkers: false,
    bootstrapAdmin: false,
    print: () => {},
  });
  await other.ready();
});
afterAll(() => other.close());

const INVALID = { success: false, code: 'VALIDATION', error: MESSAGES.invalidVerificationCode };

const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.3.1' });

/** Signs a learner up through `app`; answers the address and the code mailed to it. */
async function signUpThrough(app: FastifyInstance): Promise<{ email: string; code: string }> {
  const payload = validLearnerSignup();
  expect((await post(app, '/api/Signup/SignUpAsLearner', payload)).statusCode).toBe(201);
  const email = String(payload.emailPersonal);
  const mail = await mailTo(ctx, email, /verify-email\//);
  return { email, code: mail.text.match(/\b(\d{6})\b/)![1]! };
}

/** Asks `app` for a withdrawal code for `email`; answers the code mailed. */
async function withdrawalCodeFrom(app: FastifyInstance, email: string): Promise<string> {
  expect((await post(app, '/api/Signup/WithdrawRequest', { email })).statusCode).toBe(200);
  const mail = await mailTo(ctx, email, /Your code is:/);
  return mail.text.match(/Your code is:\s+(\d{6})/)![1]!;
}

describe('verification codes of two apps with different secrets', () => {
  it("each app verifies the codes it mailed, and not the other's", async () => {
    for (const [mine, theirs] of [
      [ctx.app, other],
      [other, ctx.app],
    ] as const) {
      const { email, code } = await signUpThrough(mine);
      const refused = await post(theirs, '/api/Login/VerifyEmail', { pOTP: code, pEmail: email });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(INVALID);
      const accepted = await post(mine, '/api/Login/VerifyEmail', { pOTP: code, pEmail: email });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toEqual({ next: 'learnerReview', alreadyVerified: false });
    }
  });

  it("each app takes the withdrawal codes it mailed, and not the other's", async () => {
    for (const [mine, theirs] of [
      [ctx.app, other],
      [other, ctx.app],
    ] as const) {
      const { email } = await signUpThrough(mine);
      const code = await withdrawalCodeFrom(mine, email);
      const refused = await post(theirs, '/api/Signup/WithdrawConfirm', { email, code });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', error: MESSAGES.withdrawCodeInvalid });
      const accepted = await post(mine, '/api/Signup/WithdrawConfirm', { email, code });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({ success: true, message: MESSAGES.withdrawDone });
    }
  });
});
