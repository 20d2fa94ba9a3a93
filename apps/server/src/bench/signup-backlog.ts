// bench:signup's `--backlog N` (issue 31): the ceiling of mail alone. N mails are queued at once in the
// outbox, with no sign-ups running, and the portal(s) deliver them through the counting relay; the rate
// counts from the first mail received to the last, so the outbox's poll wait does not count.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMails } from '../mail/outbox.ts';
import type { SmtpCounter } from './smtp-counter.ts';

const SUBJECT = 'Backlog mail (bench)';

export interface BacklogFigures {
  mails: number;
  delivered: number;
  mailsPerSecond: number;
  seconds: number;
}

/** Queues `count` mails, waits (up to `limitSeconds`) until the relay has them all, and answers the rate. */
export async function drainBacklog(
  db: Kysely<Database>,
  smtp: SmtpCounter,
  count: number,
  limitSeconds = 120,
): Promise<BacklogFigures> {
  const mails = Array.from({ length: count }, (_, i) => ({
    to: `backlog${i}@intake.example.tt`,
    toUserId: null,
    subject: SUBJECT,
    text: 'A mail queued all at once, to see how fast the outbox delivers.',
  }));
  for (let i = 0; i < mails.length; i += 500) await enqueueMails(db, mails.slice(i, i + 500));
  const started = performance.now();
  const arrivals = () => smtp.firstArrivals(SUBJECT);
  while (arrivals().size < count && performance.now() - started < limitSeconds * 1000) await sleep(100);
  const times = [...arrivals().values()];
  const seconds = times.length > 1 ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
  const mailsPerSecond = seconds > 0 ? (times.length - 1) / seconds : 0;
  return { mails: count, delivered: times.length, mailsPerSecond, seconds };
}

/** The backlog's lines. */
export function printBacklog(figures: BacklogFigures): void {
  const { mails, delivered, mailsPerSecond, seconds } = figures;
  console.log(`\nBacklog of ${mails} mails queued at once (no sign-ups running)`);
  console.log(
    `  delivered ${delivered} in ${seconds.toFixed(1)} s (first to last): ${mailsPerSecond.toFixed(1)} mails/s; target ≥ 100 mails/s: ${mailsPerSecond >= 100 && delivered === mails ? 'met' : 'not met'}`,
  );
}
