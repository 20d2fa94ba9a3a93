import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { leaseDueMail, markFailedAttempt, markSent } from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts?: number;
  onError?: (error: unknown, context: string) => void;
}

const BATCH = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delivers queued mail with retries and exponential back-off. */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private readonly deferred = new Set<Promise<void>>();

  constructor(private readonly options: OutboxWorkerOptions) {}

  /**
   * Runs `task`, work whose only visible effect is mail, once the current request has answered, so
   * that how long the answer takes does not tell whether there was anything to do (recovery answers
   * alike for a matching and an unknown pair). `drain` and `stop` wait for it; a failure is reported
   * like a failed delivery.
   */
  afterAnswer(task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .then(
        () => this.kick(),
        (error: unknown) => this.options.onError?.(error, 'work after the answer'),
      )
      .finally(() => this.deferred.delete(run));
    this.deferred.add(run);
  }

  private async settleDeferred(): Promise<void> {
    while (this.deferred.size > 0) await Promise.all([...this.deferred]);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    await this.settleDeferred();
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Delivers what is due now, without waiting for the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Runs rounds until nothing due is left; returns how many mails were delivered. */
  async drain(): Promise<number> {
    await this.settleDeferred();
    await this.running;
    let total = 0;
    for (;;) {
      const { attempted, sent } = await this.round();
      total += sent;
      if (attempted === 0) return total;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.options.pollMs);
      this.running = this.round()
        .then(() => undefined)
        .catch((error) => this.options.onError?.(error, 'outbox round'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async round(): Promise<{ attempted: number; sent: number }> {
    const { db, transport, retryBaseMs } = this.options;
    const maxAttempts = this.options.maxAttempts ?? 10;
    const rows = await leaseDueMail(db, BATCH);
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.send({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          consoleNote: row.console_note,
          attachments: row.attachments,
        });
        await markSent(db, row.id);
        sent += 1;
      } catch (error) {
        const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
        await markFailedAttempt(db, row, String(error), delay, row.attempts >= maxAttempts);
        this.options.onError?.(error, `mail ${row.id} attempt ${row.attempts}`);
      }
    }
    return { attempted: rows.length, sent };
  }
}
