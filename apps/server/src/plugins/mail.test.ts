import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  // A poll far away: only the wake-up after the answer can deliver the mail within the test.
  ctx = await createTestContext({
    startWorkers: true,
    env: { MAIL_POLL_MS: '600000', SUPPORT_EMAIL: 'help@ojt.gov.tt' },
  });
  // Let the worker's first round (at start) pass, so that it cannot be what delivers the mail.
  await new Promise((resolve) => setTimeout(resolve, 500));
});
afterAll(() => ctx.close());

async function waitForMail(to: string, withinMs: number) {
  const until = Date.now() + withinMs;
  while (ctx.mail.to(to).length === 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return ctx.mail.to(to);
}

describe('outbox wake-up', () => {
  it('delivers the mail a successful change queued without waiting for the next poll', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: contactMessage(),
    });
    expect(res.statusCode).toBe(201);
    expect(await waitForMail('help@ojt.gov.tt', 5000)).toHaveLength(1);
  });
});
