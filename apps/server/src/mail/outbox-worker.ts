import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../db/schema.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { type AttemptOutcome, dispatchInOrder } from './outbox-dispatch.ts';
import { SentMarks } from './outbox-marks.ts';
import {
  DEFAULT_LEASE_MS,
  leaseDueMail,
  markFailedAttempt,
  markSent,
  releaseUntried,
  renewLeases,
} from './outbox-repository.ts';
import type { MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  pollMs: number;
  retryBaseMs: number;
  /** The longest wait between two attempts at one mail (MAIL_RETRY_MAX_MS; default 15 minutes). */
  retryMaxMs?: number;
  /** A mail first queued longer ago than this is marked failed when it fails again (MAIL_GIVE_UP_MS; default 24 h). */
  giveUpMs?: number;
  onError?: (error: unknown, context: string) => void;
  /** Where the sent time is read (default the system clock). Leases and retries keep the database's clock. */
  clock?: Clock;
  /**
   * How many mails may be in flight at once (SMTP_POOL_SIZE, issue 31; default 1): as many as the
   * transport has connections. Each recipient's mails still go one after another, oldest first.
   */
  inFlight?: number;
  /** How long a leased row is this worker's (default 2 minutes); renewed every third of it while held. */
  leaseMs?: number;
}

/** Rows leased a round: 20, or four per mail in flight when more may fly. */
const BATCH = 20;
const DEFAULT_RETRY_MAX_MS = 15 * 60 * 1000;
const DEFAULT_GIVE_UP_MS = 24 * 60 * 60 * 1000;

/** How long a mail waits after its `attempt`-th failure: doubling from `baseMs`, never above `maxMs`. */
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  // The exponent is capped so that a zero base never meets an infinite factor (0 * Infinity is NaN).
  return Math.min(baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 40), maxMs);
}

/**
 * Whether the relay could not be reached at all (refused, timed out, unknown host): nodemailer marks
 * failures while connecting with the command 'CONN'. Anything else is the relay refusing this mail.
 */
export function relayUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'command' in error && error.command === 'CONN';
}

/**
 * Delivers queued mail with retries: the wait doubles up to a ceiling, and a mail still failing a day
 * (giveUpMs) after it was queued is marked failed, for the admin Overview to count.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** When the round now running began (a monotonic reading, for `isAlive`); undefined between rounds. */
  private roundSince: number | undefined;
  private readonly deferred = new Set<Promise<void>>();
  /** A kick came while a round ran: the next round starts as soon as this one ends. */
  private kickedWhileRunning = false;
  private readonly batch: number;
  private readonly leaseMs: number;
  private readonly marks: SentMarks;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batch = Math.max(BATCH, 4 * (options.inFlight ?? 1));
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const clock = options.clock ?? systemClock;
    this.marks = new SentMarks((ids) => markSent(options.db, ids, clock.now()));
  }

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

  /** Waits for the work queued with `afterAnswer` (and what it queues), delivering nothing. */
  async settled(): Promise<void> {
    while (this.deferred.size > 0) await Promise.all([...this.deferred]);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    await this.settled();
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Whether the worker is polling (readiness, issue 31): started, not stopped, and no round stuck for
   * longer than `stuckMs` (a relay that never answers). A test app that never started it is not alive.
   */
  isAlive(stuckMs = Math.max(this.options.pollMs * 10, 120_000)): boolean {
    if (this.stopped) return false;
    return this.roundSince === undefined || performance.now() - this.roundSince < stuckMs;
  }

  /** Delivers what is due now, without waiting for the next poll. */
  kick(): void {
    if (this.stopped) return;
    // A mail committed while a round runs may have missed its lease: look again right after it.
    if (this.running) this.kickedWhileRunning = true;
    else this.schedule(0);
  }

  /** Runs rounds until nothing due is left; returns how many mails were delivered. */
  async drain(): Promise<number> {
    await this.settled();
    await this.running;
    let total = 0;
    for (;;) {
      const { attempted, sent, relayDown } = await this.round();
      total += sent;
      // A relay that is down stays down for a while: the next poll tries again, drain does not spin.
      if (attempted === 0 || relayDown) return total;
    }
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.options.pollMs);
      // A full batch means more may be due (an intake spike): the next round starts at once.
      let full = false;
      let relayDown = false;
      this.kickedWhileRunning = false;
      this.roundSince = performance.now();
      this.running = this.round()
        .then((round) => {
          full = round.attempted === this.batch;
          relayDown = round.relayDown;
        })
        .catch((error) => this.options.onError?.(error, 'outbox round'))
        .finally(() => {
          this.running = undefined;
          this.roundSince = undefined;
          const again = (full || this.kickedWhileRunning) && !relayDown;
          if (!this.stopped) this.schedule(again ? 0 : this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  /**
   * Sends the leased mails, several in flight (`dispatchInOrder`), keeping their lease while any is
   * held. A relay that cannot be reached is the relay's fault, not the mail's: the mail tried is
   * charged its attempt and backs off, but the round stops there rather than knock on a closed door
   * once per mail, and the rest of the batch is handed back untried (due at its own time, not
   * charged) for the next poll, which costs the relay one connection at most.
   */
  private async round(): Promise<{ attempted: number; sent: number; relayDown: boolean }> {
    const { db } = this.options;
    const rows = await leaseDueMail(db, this.batch, this.leaseMs);
    const held = new Set(rows.map((row) => row.id));
    const renewal = this.keepLeased(held);
    try {
      const attempt = async (row: OutboxRow): Promise<AttemptOutcome> => {
        try {
          try {
            await this.send(row);
          } catch (error) {
            await this.recordFailure(row, error);
            return relayUnreachable(error) ? 'stop' : 'failed';
          }
          // Sent: a database slow to record it must never make the mail go again.
          await this.markDelivered(row.id);
          return 'sent';
        } finally {
          held.delete(row.id);
        }
      };
      const lane = (row: OutboxRow) => row.recipient.toLowerCase();
      const result = await dispatchInOrder(rows, this.options.inFlight ?? 1, lane, attempt);
      await releaseUntried(
        db,
        rows.slice(result.tried).map((row) => row.id),
      );
      if (result.failure) throw result.failure.error;
      return { attempted: result.tried, sent: result.sent, relayDown: result.stopped };
    } finally {
      await renewal.stop();
    }
  }

  /** Renews the lease of the rows still `held` every third of the lease, until stopped. */
  private keepLeased(held: ReadonlySet<number>): { stop(): Promise<void> } {
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = renewing
        .then(() => renewLeases(this.options.db, [...held], this.leaseMs))
        .catch((error: unknown) => this.options.onError?.(error, 'outbox lease renewal'));
    }, this.leaseMs / 3);
    timer.unref();
    return {
      async stop() {
        clearInterval(timer);
        await renewing;
      },
    };
  }

  private async send(row: OutboxRow): Promise<void> {
    await this.options.transport.send({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      consoleNote: row.console_note,
      attachments: row.attachments,
    });
  }

  /**
   * Records a mail the relay accepted. A failure here is the database's (a pool with no connection
   * free under load), not the mail's: it is tried again, the row still leased and its lease renewed,
   * for up to half the lease, and never counted as a failed delivery, which would send the mail again.
   * Only a database away longer ends the round; the row's lease then runs out and it may go twice.
   */
  private async markDelivered(id: number): Promise<void> {
    const giveUpAt = performance.now() + this.leaseMs / 2;
    for (let wait = 100; ; wait = Math.min(wait * 2, 5000)) {
      try {
        return await this.marks.record(id);
      } catch (error) {
        if (performance.now() + wait > giveUpAt) throw error;
        this.options.onError?.(error, `mail ${id} sent, recording it`);
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  private async recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const {
      db,
      retryBaseMs,
      retryMaxMs = DEFAULT_RETRY_MAX_MS,
      giveUpMs = DEFAULT_GIVE_UP_MS,
    } = this.options;
    const delay = retryDelay(row.attempts, retryBaseMs, retryMaxMs);
    const status = await markFailedAttempt(db, row.id, String(error), delay, giveUpMs);
    const outcome = status === 'failed' ? ', given up' : '';
    this.options.onError?.(error, `mail ${row.id} attempt ${row.attempts}${outcome}`);
  }
}
