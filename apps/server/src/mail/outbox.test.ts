import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { enqueueMail } from './outbox.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { createSmtpTransport } from './transport.ts';

interface Received {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server in the test process; `failNext` rejects that many deliveries first. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { failNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (state.failNext > 0) {
          state.failNext -= 1;
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          return callback(error);
        }
        const parsed = await simpleParser(Buffer.concat(chunks));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        received.push({
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let worker: OutboxWorker;

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startSmtp();
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(async () => {
  await ctx.reset();
  smtp.received.length = 0;
  smtp.state.failNext = 0;
  worker = new OutboxWorker({
    db: ctx.db,
    transport: createSmtpTransport(smtp.url, 'OJT Portal <no-reply@ojt.gov.tt>'),
    pollMs: 1000,
    retryBaseMs: 0,
  });
});
afterEach(() => worker.stop());

const mail = {
  to: 'learner@example.com',
  toUserId: null,
  subject: 'Your OJT account',
  text: 'Welcome to the portal.',
};

describe('mail outbox', () => {
  it('delivers a queued mail over SMTP once', async () => {
    await enqueueMail(ctx.db, mail);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toEqual([
      { to: 'learner@example.com', subject: 'Your OJT account', text: 'Welcome to the portal.\n' },
    ]);
  });

  it('runs work queued with afterAnswer only after the current code has run, and drain waits for it', async () => {
    let started = false;
    worker.afterAnswer(async () => {
      started = true;
      await enqueueMail(ctx.db, mail);
    });
    // The caller (a request handler) goes on and answers before the work begins.
    await Promise.resolve();
    expect(started).toBe(false);
    expect(await worker.drain()).toBe(1);
    expect(started).toBe(true);
    expect(smtp.received.map((m) => m.to)).toEqual(['learner@example.com']);
  });

  it('reports work after the answer that fails, and carries on', async () => {
    const errors: string[] = [];
    worker = new OutboxWorker({
      db: ctx.db,
      transport: createSmtpTransport(smtp.url, 'OJT Portal <no-reply@ojt.gov.tt>'),
      pollMs: 1000,
      retryBaseMs: 0,
      onError: (_error, context) => errors.push(context),
    });
    worker.afterAnswer(async () => {
      throw new Error('database gone');
    });
    expect(await worker.drain()).toBe(0);
    expect(errors).toEqual(['work after the answer']);
  });

  it('never sends a mail queued in a transaction that rolls back', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers by a retry, once, when the first SMTP attempt fails', async () => {
    smtp.state.failNext = 1;
    await enqueueMail(ctx.db, mail);
    await worker.drain();
    expect(smtp.received).toHaveLength(1);
    const row = await ctx.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(row.last_error).toContain('Mailbox temporarily unavailable');
    expect(row.text_body).toBe('');
  });

  it('backs off before retrying a mail the relay refuses', async () => {
    const slow = new OutboxWorker({
      db: ctx.db,
      transport: createSmtpTransport(smtp.url, 'x@ojt.gov.tt'),
      pollMs: 1000,
      retryBaseMs: 60_000,
    });
    smtp.state.failNext = 1;
    await enqueueMail(ctx.db, mail);
    await slow.drain();
    const row = await ctx.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(smtp.received).toHaveLength(0);
  });

  it('marks failed a refused mail first queued more than a day ago, keeping its error', async () => {
    smtp.state.failNext = 1;
    await enqueueMail(ctx.db, mail);
    await ctx.db.updateTable('outbox').set({ created_at: sql<Date>`now() - interval '25 hours'` }).execute();
    expect(await worker.drain()).toBe(0);
    const row = await ctx.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('Mailbox temporarily unavailable');
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when two workers drain the same queue', async () => {
    for (let i = 0; i < 10; i += 1) await enqueueMail(ctx.db, { ...mail, subject: `Mail ${i}` });
    const other = new OutboxWorker({
      db: ctx.db,
      transport: createSmtpTransport(smtp.url, 'x@ojt.gov.tt'),
      pollMs: 1000,
      retryBaseMs: 0,
    });
    const [a, b] = await Promise.all([worker.drain(), other.drain()]);
    expect(a + b).toBe(10);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Mail ${i}`).sort(),
    );
  });
});
