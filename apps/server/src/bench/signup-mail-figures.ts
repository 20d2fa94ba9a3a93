// The mail half of bench:signup's report (issue 31): how fast the verification mails went out, how
// long each took from its sign-up's answer to the relay, and whether each went exactly once.
import { ms, percentile } from './measure.ts';

export interface MailFigures {
  /** Verification mails delivered per second, from the first sign-up sent to the last mail received. */
  mailsPerSecond: number;
  /** Delay from each accepted sign-up's answer to its mail at the SMTP server, ascending (ms). */
  delays: number[];
  /** Accepted sign-ups whose mail never arrived. */
  missing: number;
  /** Seconds from the first sign-up sent to the last mail received. */
  windowSeconds: number;
}

/**
 * Works the figures out: `answeredAt` holds when each accepted sign-up (by its email) was answered,
 * `arrivals` when its first verification mail reached the relay, both `performance.now()` readings.
 */
export function mailFigures(
  startedAt: number,
  answeredAt: ReadonlyMap<string, number>,
  arrivals: ReadonlyMap<string, number>,
): MailFigures {
  const delays: number[] = [];
  let missing = 0;
  for (const [email, answered] of answeredAt) {
    const arrived = arrivals.get(email);
    if (arrived === undefined) missing += 1;
    else delays.push(arrived - answered);
  }
  const last = Math.max(startedAt, ...arrivals.values());
  const windowSeconds = (last - startedAt) / 1000;
  const mailsPerSecond = windowSeconds > 0 ? arrivals.size / windowSeconds : 0;
  return { mailsPerSecond, delays: delays.sort((a, b) => a - b), missing, windowSeconds };
}

const verdict = (ok: boolean) => (ok ? 'met' : 'not met');

/** Prints the mail lines; `signupsPerSecond` is the answered rate, for the comparison. */
export function printMailFigures(
  figures: MailFigures,
  signups: { offeredPerSecond: number; answeredPerSecond: number },
  wrong: number,
  connections: { total: number; maxOpen: number },
): void {
  const { mailsPerSecond, delays, missing, windowSeconds } = figures;
  const max = delays.at(-1) ?? 0;
  console.log('\nMail (issue 31)');
  console.log(
    `  sign-ups/s offered ${signups.offeredPerSecond.toFixed(1)}, answered ${signups.answeredPerSecond.toFixed(1)}; mails/s ${mailsPerSecond.toFixed(1)} (over ${windowSeconds.toFixed(1)} s, first sign-up to last mail)`,
  );
  console.log(
    `  target ≥ 100 mails/s: ${verdict(mailsPerSecond >= 100)}; mail keeps pace with the sign-ups (≥ 95% of the answered rate): ${verdict(mailsPerSecond >= 0.95 * signups.answeredPerSecond)}`,
  );
  if (mailsPerSecond < 100 && signups.offeredPerSecond <= 100)
    console.log(
      '  (mails cannot outpace the sign-ups that cause them: the backlog below, or --rate 150, shows the ceiling)',
    );
  const cells = [50, 99].map((p) => ms(percentile(delays, p)).trim()).join(' / ');
  console.log(
    `  delivery delay (sign-up answered → mail at the relay), ms p50 / p99 / max ${cells} / ${ms(max).trim()}`,
  );
  console.log(
    `  every verification mail within 60 s of its sign-up: ${verdict(missing === 0 && max <= 60_000)} (${missing} never arrived)`,
  );
  console.log(
    `  none twice, none missing (sign-ups without exactly one mail: ${wrong}): ${verdict(wrong === 0)}`,
  );
  console.log(`  SMTP connections opened ${connections.total}, at most ${connections.maxOpen} at once`);
}
