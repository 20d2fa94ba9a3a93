import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../db/schema.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { leaseDueMail, markFailedAttempt, markSent, releaseUntried } from './outbox-repository.ts';
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
}

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
    if (!this.stopped) this.schedule(0);
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
      let again = false;
      this.roundSince = performance.now();
      this.running = this.round()
        .then(({ attempted, relayDown }) => {
          again = attempted === BATCH && !relayDown;
        })
        .catch((error) => this.options.onError?.(error, 'outbox round'))
        .finally(() => {
          this.running = undefined;
          this.roundSince = undefined;
          if (!this.stopped) this.schedule(again ? 0 : this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  /**
   * Tries each leased mail in turn. A relay that cannot be reached is the relay's fault, not the
   * mail's: the mail tried is charged its attempt and backs off, but the round stops there rather than
   * knock on a closed door once per mail, and the rest of the batch is handed back untried (due at
   * its own time, not charged) for the next poll, which costs the relay one connection at most.
   */
  private async round(): Promise<{ attempted: number; sent: number; relayDown: boolean }> {
    const rows = await leaseDueMail(this.options.db, BATCH);
    let sent = 0;
    let tried = 0;
    let relayDown = false;
    for (const row of rows) {
      tried += 1;
      try {
        await this.deliver(row);
        sent += 1;
      } catch (error) {
        await this.recordFailure(row, error);
        relayDown = relayUnreachable(error);
        if (relayDown) break;
      }
    }
    const untried = rows.slice(tried).map((row) => row.id);
    await releaseUntried(this.options.db, untried);
    return { attempted: tried, sent, relayDown };
  }

  private async deliver(row: OutboxRow): Promise<void> {
    await this.options.transport.send({
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      consoleNote: row.console_note,
      attachments: row.attachments,
    });
    await markSent(this.options.db, row.id, (this.options.clock ?? systemClock).now());
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
