import { type AddressInfo, createServer } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createLearner } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { retryDelay } from './outbox-worker.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

// Issue 12, "SMTP down": the relay refuses connections for a while, then comes back.

/** A loopback port nothing listens on: connections to it are refused until the relay starts there. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A real SMTP relay on `port` that counts the mails each recipient receives. */
async function startRelay(port: number) {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The portal keeps pooled connections open between mails: closing the relay ends them at once.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) {
          received.set(address.toLowerCase(), (received.get(address.toLowerCase()) ?? 0) + 1);
        }
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const BASE_MS = 100;
const MAX_MS = 400;

let ctx: TestContext;
let port: number;
let transport: MailTransport;

beforeAll(async () => {
  port = await closedPort();
  transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'OJT Portal <no-reply@ojt.gov.tt>');
  // The worker is started by hand once the relay is back: until then each round is run by drain.
  ctx = await createTestContext({
    mailTransport: transport,
    env: { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: String(BASE_MS), MAIL_RETRY_MAX_MS: String(MAX_MS) },
  });
});
afterAll(async () => {
  await ctx.close();
  await transport.close();
});
beforeEach(() => ctx.reset());

const outbox = () => ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const dbNow = async () =>
  (await sql<{ now: Date }>`SELECT now() AS now`.execute(ctx.db)).rows[0]!.now.getTime();

/** Polls `check` every 50 ms until it holds; fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('retry delay', () => {
  it('doubles from the base up to the ceiling and never goes above it', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 100, 400))).toEqual([100, 200, 400, 400, 400, 400]);
    // The defaults: 5 s doubling, 15 minutes reached at the ninth failure.
    expect(retryDelay(8, 5000, 900_000)).toBe(640_000);
    expect(retryDelay(9, 5000, 900_000)).toBe(900_000);
    for (let n = 1; n <= 5000; n += 1) {
      expect(retryDelay(n, 5000, 900_000)).toBeLessThanOrEqual(900_000);
      expect(retryDelay(n, 0, 900_000)).toBe(0);
    }
  });
});

describe('SMTP relay outage', () => {
  it('backs off to the ceiling while the relay is down, then delivers every mail exactly once', async () => {
    const learners = [await createLearner(ctx), await createLearner(ctx), await createLearner(ctx)];
    const emails = learners.map((l) => l.email.toLowerCase());
    const queued = await outbox();
    expect(queued.map((row) => row.recipient.toLowerCase())).toEqual(emails);
    const first = queued[0]!;

    for (const [i, expected] of [100, 200, 400, 400, 400].entries()) {
      // Time passes: the first mail is due again (the others never stopped being due).
      await ctx.db
        .updateTable('outbox')
        .set({ next_attempt_at: sql`now()` })
        .where('id', '=', first.id)
        .execute();
      const before = await dbNow();
      expect(await ctx.app.outbox.drain()).toBe(0);
      const after = await dbNow();
      const rows = await outbox();
      // One refused connection ends the round: the mails behind it are handed back untried and uncharged.
      expect(rows.map((r) => [r.status, r.attempts, r.locked_until])).toEqual([
        ['pending', i + 1, null],
        ['pending', 0, null],
        ['pending', 0, null],
      ]);
      expect(rows[0]!.last_error).toContain('ECONNREFUSED');
      // The wait was set between `before` and `after` (database clock; milliseconds rounded).
      const due = rows[0]!.next_attempt_at.getTime();
      expect(due - before).toBeGreaterThanOrEqual(expected - 1);
      expect(due - after).toBeLessThanOrEqual(expected + 1);
    }

    const relay = await startRelay(port);
    try {
      ctx.app.outbox.start();
      await eventually(async () => emails.every((email) => relay.received.get(email) === 1));
      // A few more polls send nothing again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await ctx.app.outbox.stop();
      expect(await ctx.app.outbox.drain()).toBe(0);
      expect(Object.fromEntries(relay.received)).toEqual(Object.fromEntries(emails.map((e) => [e, 1])));
      expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await ctx.app.outbox.stop();
      await relay.close();
    }
  });

  it('marks failed a mail still refused a day after it was queued, and counts it for admins', async () => {
    const admin = await createAdmin(ctx);
    const old = await createLearner(ctx);
    const recent = await createLearner(ctx);
    const age = async (email: string, hours: number) =>
      ctx.db
        .updateTable('outbox')
        .set({ created_at: sql`now() - make_interval(hours => ${hours})` })
        .where('recipient', '=', email)
        .execute();
    await age(old.email, 25);
    await age(recent.email, 23);

    // Each drain ends at the first refusal: one for the old mail, one for the recent one.
    await ctx.app.outbox.drain();
    await ctx.app.outbox.drain();
    const rows = await outbox();
    expect(rows.map((r) => [r.recipient, r.status])).toEqual([
      [old.email, 'failed'],
      [recent.email, 'pending'],
    ]);
    expect(rows[0]!.last_error).toContain('ECONNREFUSED');

    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/Stats',
      headers: bearer(admin.token),
    });
    expect(stats.json().failedMail).toBe(1);
  });
});
