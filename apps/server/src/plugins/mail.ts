import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { OutboxWorker } from '../mail/outbox-worker.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from '../mail/transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Picks SMTP when SMTP_URL is set, else .eml files under DATA_DIR/mail with a console line each,
 * which shows the mail's link, code or password in development only.
 */
export function createMailTransport(
  config: AppConfig,
  log: (line: string) => void = (line) => console.log(line),
): MailTransport {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL, config.MAIL_FROM, config.SMTP_POOL_SIZE);
  const dir = path.resolve(config.DATA_DIR, 'mail');
  return createFileTransport(dir, config.MAIL_FROM, log, config.NODE_ENV === 'development');
}

/** Runs the outbox worker for the life of the app. */
export const mailPlugin = fp<{
  config: AppConfig;
  transport?: MailTransport;
  startWorker: boolean;
  clock: Clock;
}>(
  async (app: FastifyInstance, { config, transport, startWorker, clock }) => {
    const mailTransport = transport ?? createMailTransport(config);
    // On PostgreSQL the worker has two connections of its own (issue 31): in an intake spike the
    // requests queue for the main pool, and mail waiting behind them would fall ever further behind.
    const own =
      startWorker && config.DATABASE_URL
        ? await openDatabase({
            url: config.DATABASE_URL,
            maxConnections: 2,
            onIdleError: (error) => app.log.warn({ err: error }, 'outbox database connection lost'),
          })
        : undefined;
    const worker = new OutboxWorker({
      db: own?.db ?? app.db,
      clock,
      transport: mailTransport,
      pollMs: config.MAIL_POLL_MS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      retryMaxMs: config.MAIL_RETRY_MAX_MS,
      giveUpMs: config.MAIL_GIVE_UP_MS,
      // As many mails in flight as the relay has connections (issue 31).
      inFlight: config.SMTP_POOL_SIZE,
      onError: (error, context) => app.log.warn({ err: error }, `mail delivery failed (${context})`),
    });
    app.decorate('outbox', worker);
    if (startWorker) app.addHook('onReady', async () => worker.start());
    // Mail is queued in the transaction of the change that causes it, and that change is committed
    // once a changing request has answered successfully: wake the worker then, so the mail goes out
    // now rather than at the next poll. Routes never call kick themselves. (Kicking only schedules a
    // round; a GET never changes anything that mails, except the legacy query form of VerifyEmail,
    // which the next poll serves.)
    app.addHook('onResponse', async (request, reply) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) worker.kick();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
      if (!transport) await mailTransport.close();
      await own?.close();
    });
  },
  { name: 'mail', dependencies: ['database'] },
);
