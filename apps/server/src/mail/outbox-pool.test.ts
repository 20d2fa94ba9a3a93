import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { leaseDueMail } from './outbox-repository.ts';
import { OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

// Issue 31, "Size": a pool of SMTP connections with several mails in flight, two instances sharing
// one outbox, a slow relay that never makes a mail go twice, a refused or interrupted send retried.

/**
 * A real SMTP relay that takes `state.delayMs` over each mail and records, per recipient, the
 * subjects in the order received; it counts the sessions and mails open at once (the most of each).
 */
async function startSlowRelay() {
  const state = { delayMs: 150, failNext: 0 };
  const seen = { sessions: 0, maxSessions: 0, inData: 0, maxInData: 0 };
  const received = new Map<string, string[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      seen.sessions += 1;
      seen.maxSessions = Math.max(seen.maxSessions, seen.sessions);
      callback();
    },
    onClose() {
      seen.sessions -= 1;
    },
    onData(stream, session, callback) {
      seen.inData += 1;
      seen.maxInData = Math.max(seen.maxInData, seen.inData);
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4000) head += chunk.toString('utf8');
      });
      stream.on('end', async () => {
        await sleep(state.delayMs);
        seen.inData -= 1;
        if (state.failNext > 0) {
          state.failNext -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
        for (const { address } of session.envelope.rcptTo) {
          const key = address.toLowerCase();
          received.set(key, [...(received.get(key) ?? []), subject]);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    seen,
    received,
    total: () => [...received.values()].reduce((sum, subjects) => sum + subjects.length, 0),
    reset() {
      received.clear();
      Object.assign(state, { delayMs: 150, failNext: 0 });
      seen.maxSessions = seen.sessions;
      seen.maxInData = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let relay: Awaited<ReturnType<typeof startSlowRelay>>;
const transports: MailTransport[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  relay = await startSlowRelay();
});
afterAll(async () => {
  await ctx.close();
  await relay.close();
});
beforeEach(async () => {
  await ctx.reset();
  await Promise.all(transports.splice(0).map((transport) => transport.close()));
  // The last test's pooled connections close before this one counts its own.
  for (let i = 0; i < 40 && relay.seen.sessions > 0; i += 1) await sleep(50);
  relay.reset();
});

/** One portal instance's worker: its own pool of `poolSize` connections, as many mails in flight. */
function instance(poolSize: number, options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  const transport = createSmtpTransport(relay.url, 'OJT Portal <no-reply@ojt.gov.tt>', poolSize);
  transports.push(transport);
  return new OutboxWorker({
    db: ctx.db,
    transport,
    pollMs: 1000,
    retryBaseMs: 0,
    inFlight: poolSize,
    ...options,
  });
}

async function queue(count: number, to = (i: number) => `learner${i}@intake.example.tt`) {
  for (let i = 0; i < count; i += 1) {
    await enqueueMail(ctx.db, {
      to: to(i),
      toUserId: null,
      subject: `Mail ${i}`,
      text: 'Verify your email.',
    });
  }
}

const outboxRows = () => ctx.db.selectFrom('outbox').select(['status', 'attempts']).orderBy('id').execute();

describe('outbox with a pool of SMTP connections', () => {
  it('two instances drain one outbox with several mails in flight, each mail delivered once', async () => {
    await queue(40);
    const [a, b] = [instance(5), instance(5)];
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);

    expect(sentByA + sentByB).toBe(40);
    expect(relay.received.size).toBe(40);
    for (let i = 0; i < 40; i += 1)
      expect(relay.received.get(`learner${i}@intake.example.tt`)).toEqual([`Mail ${i}`]);
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Several mails were in the relay's hands at once, over no more connections than the two pools hold.
    expect(relay.seen.maxInData).toBeGreaterThan(1);
    expect(relay.seen.maxSessions).toBeLessThanOrEqual(10);
  });

  it('keeps to the pool size: never more connections or mails in flight than SMTP_POOL_SIZE', async () => {
    await queue(24);
    expect(await instance(3).drain()).toBe(24);
    expect(relay.total()).toBe(24);
    expect(relay.seen.maxInData).toBeGreaterThan(1);
    expect(relay.seen.maxInData).toBeLessThanOrEqual(3);
    expect(relay.seen.maxSessions).toBeLessThanOrEqual(3);
  });

  it("sends one recipient's mails one after another, in the order they were queued", async () => {
    await queue(12, (i) => (i % 3 === 0 ? 'same@intake.example.tt' : `learner${i}@intake.example.tt`));
    expect(await instance(5).drain()).toBe(12);
    expect(relay.received.get('same@intake.example.tt')).toEqual(['Mail 0', 'Mail 3', 'Mail 6', 'Mail 9']);
  });

  it('keeps the lease of a send slower than the lease: the other instance never takes it too', async () => {
    relay.state.delayMs = 1200;
    await queue(6);
    const slow = instance(5, { leaseMs: 450 });
    const other = instance(5, { leaseMs: 450 });
    let done = false;
    const first = slow.drain().finally(() => {
      done = true;
    });
    // The other instance polls all the while; whatever it can lease, it sends.
    let byOther = 0;
    while (!done) {
      byOther += await other.drain();
      await sleep(100);
    }
    expect((await first) + byOther).toBe(6);
    expect(relay.total()).toBe(6);
    expect([...relay.received.values()].every((subjects) => subjects.length === 1)).toBe(true);
    expect((await outboxRows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('retries a mail the relay refused, and delivers it once', async () => {
    relay.state.failNext = 2;
    await queue(10);
    await instance(5).drain();
    expect(relay.total()).toBe(10);
    expect([...relay.received.values()].every((subjects) => subjects.length === 1)).toBe(true);
    const rows = await outboxRows();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(rows.filter((row) => row.attempts === 2)).toHaveLength(2);
  });

  it('retries later a mail whose instance stopped mid-send (its lease runs out), and delivers it once', async () => {
    await queue(3);
    // An instance leased the mails and died before it sent them: nothing marks them, nothing renews them.
    expect(await leaseDueMail(ctx.db, 20, 300)).toHaveLength(3);
    const other = instance(5);
    expect(await other.drain()).toBe(0);
    await sleep(400);
    expect(await other.drain()).toBe(3);
    expect(relay.total()).toBe(3);
    expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
  });
});
