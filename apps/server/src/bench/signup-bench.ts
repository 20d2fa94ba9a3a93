// Benchmark (not a test), issues 12 and 31 "intake spike": learner sign-ups at a fixed rate (default
// 100 a second for 20 s) against the portal running as its own process (or two, `--instances 2`, on
// the one scratch PostgreSQL database, sign-ups alternating), mailing through a counting SMTP server in
// this process that greets each new connection after `--greet-ms` (default 100). Open loop: each
// sign-up is sent when the clock says, whether or not earlier ones have answered, and its latency
// counts from that moment. Then waits for the outbox to drain and checks every sign-up was stored once
// and mailed once, with mails/s and the delay from each answer to its mail at the relay.
// Options: --seconds (20), --rate (100 a second), --instances (1), --greet-ms (100), --pool-size
// (SMTP_POOL_SIZE; the portal's default 5), --mail-poll-ms (the outbox's poll, 2000 as in
// production), --drain-seconds (how long to wait for the mail, 600), --backlog N (first, with no
// sign-ups running, N mails queued at once: the outbox's own ceiling in mails/s; 2000, 0 for none).
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else the local test one.
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { validLearnerSignup } from '../test/factories.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { cpuBetween, readCpu } from './cpu-meter.ts';
import { byStatus, countStatus, send } from './http-send.ts';
import { ms, percentile } from './measure.ts';
import {
  createBenchDatabase,
  databaseServer,
  processCpuMs,
  sampleRss,
  startPortalProcess,
} from './portal-process.ts';
import { drainBacklog, printBacklog } from './signup-backlog.ts';
import { mailFigures, printMailFigures } from './signup-mail-figures.ts';
import { startSmtpCounter } from './smtp-counter.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '100' },
    instances: { type: 'string', default: '1' },
    'greet-ms': { type: 'string', default: '100' },
    'pool-size': { type: 'string', default: '' },
    backlog: { type: 'string', default: '2000' },
    'mail-poll-ms': { type: 'string', default: '2000' },
    'drain-seconds': { type: 'string', default: '600' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const DRAIN_SECONDS = Number(args['drain-seconds']);
const INSTANCES = Math.max(1, Math.round(Number(args.instances)));
const GREET_MS = Number(args['greet-ms']);
const VERIFY_SUBJECT = 'Verify your email for the OJT Portal';
// A school lab registers a class from one address: 20 sign-ups per X-Forwarded-For address stay
// under the 100 an hour one address may make, so the limit is not what is measured.
const PER_ADDRESS = 20;
const FIRST = ['Asha', 'Kevin', 'Renee', 'Marcus', 'Aaliyah', 'Darren', 'Nadia', 'Ravi', 'Shanice', 'Andre'];
const LAST = [
  'Ramdass',
  'Joseph',
  'Mohammed',
  'Charles',
  'Baptiste',
  'Persad',
  'Singh',
  'Maharaj',
  'Hosein',
  'Boodoo',
];

const emailOf = (i: number) => `learner${i}@intake.example.tt`;

/** Sign-up number `i`: a valid learner, unique national ID and email, one of 100 names. */
function learner(i: number) {
  return validLearnerSignup({
    firstName: FIRST[i % FIRST.length],
    lastName: LAST[Math.floor(i / FIRST.length) % LAST.length],
    gender: i % 2 ? 'M' : 'F',
    emailPersonal: emailOf(i),
    city: 1 + (i % 30),
    nationalId: `2${String(i).padStart(10, '0')}`,
  });
}

interface Spike {
  sent: number;
  /** Latencies of the 2xx answers from when each sign-up was due, ascending. */
  latencies: number[];
  statuses: Map<number, number>;
  /** The numbers of the sign-ups answered 201 (stored, so mailed). */
  accepted: Set<number>;
  /** When (`performance.now()`) each accepted sign-up was answered, by its email. */
  answeredAt: Map<string, number>;
  /** When the first sign-up was due, and when the last answer came. */
  startedAt: number;
  lastAnswerAt: number;
  /** The most a sign-up left after it was due (how well this process kept the rate). */
  maxLagMs: number;
  seconds: number;
}

/**
 * Sends RATE sign-ups a second for SECONDS, each when it is due, alternating between the portals
 * (`bases`); resolves when all have answered.
 */
async function spike(bases: readonly string[]): Promise<Spike> {
  const urls = bases.map((base) => new URL('/api/Signup/SignUpAsLearner', base));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(RATE * SECONDS);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const accepted = new Set<number>();
  const answeredAt = new Map<string, number>();
  let lastAnswerAt = 0;
  const answers: Promise<void>[] = [];
  let maxLagMs = 0;
  const start = performance.now() + 100;
  const dueAt = (i: number) => start + (i * 1000) / RATE;
  for (let i = 0; i < total; i += 1) {
    const due = dueAt(i);
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    const address = `10.20.${Math.floor(i / PER_ADDRESS / 250)}.${1 + (Math.floor(i / PER_ADDRESS) % 250)}`;
    const headers = { 'x-forwarded-for': address };
    answers.push(
      send(agent, urls[i % urls.length] as URL, { method: 'POST', headers, body: learner(i) }).then(
        ({ status }) => {
          const now = performance.now();
          lastAnswerAt = Math.max(lastAnswerAt, now);
          countStatus(statuses, status);
          if (status >= 200 && status < 300) latencies.push(now - due);
          if (status === 201) {
            accepted.add(i);
            answeredAt.set(emailOf(i), now);
          }
        },
      ),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    latencies: sorted,
    statuses,
    accepted,
    answeredAt,
    startedAt: start,
    lastAnswerAt,
    maxLagMs,
    seconds,
  };
}

/**
 * Waits until `expected` mails have arrived, or DRAIN_SECONDS pass, or nothing is left to send (no
 * pending outbox row and no new mail for 15 s: a sign-up answered but never saved sends nothing);
 * answers the seconds waited.
 */
async function drain(db: Kysely<Database>, count: () => number, expected: number): Promise<number> {
  const started = performance.now();
  let last = { count: -1, at: started };
  const idle = async () => {
    if (count() !== last.count) last = { count: count(), at: performance.now() };
    if (performance.now() - last.at < 15_000) return false;
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`.execute(db);
    return (rows[0]?.n ?? 0) === 0;
  };
  while (count() < expected && performance.now() - started < DRAIN_SECONDS * 1000 && !(await idle()))
    await sleep(100);
  // A little longer, so that a duplicate delivery would be counted too.
  await sleep(Number(args['mail-poll-ms']) + 1000);
  return (performance.now() - started) / 1000;
}

async function main() {
  const server = databaseServer();
  console.log(
    `Intake spike (issues 12, 31): ${RATE} learner sign-ups a second for ${SECONDS} s over ${INSTANCES} portal instance(s), ${availableParallelism()} cores`,
  );
  console.log(`Load average ${loadavg()[0]?.toFixed(1)} at the start`);
  const pool = args['pool-size'] || '5 (the default)';
  console.log(
    `PostgreSQL server: ${server.note}; MAIL_POLL_MS ${args['mail-poll-ms']}; SMTP_POOL_SIZE ${pool}; the relay greets after ${GREET_MS} ms`,
  );
  const bench = await createBenchDatabase(server.url);
  const smtp = await startSmtpCounter({ greetMs: GREET_MS });
  const portals: ServerProcess[] = [];
  try {
    const env: Record<string, string> = { SMTP_URL: smtp.url, MAIL_POLL_MS: args['mail-poll-ms'] };
    if (args['pool-size']) env.SMTP_POOL_SIZE = args['pool-size'];
    // One after another: each runs its start-up (the first admin, the schedules) on the one database.
    for (let n = 0; n < INSTANCES; n += 1) portals.push(await startPortalProcess(bench.url, env));
    const backlog =
      Number(args.backlog) > 0 ? await drainBacklog(bench.handle.db, smtp, Number(args.backlog)) : null;
    const mailedBefore = smtp.total();
    const pids = portals.map((portal) => portal.child.pid ?? 0);
    const serversCpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
    const rss = pids.map((pid) => sampleRss(pid));
    const cpuBefore = { server: serversCpu(), rest: await readCpu(bench.handle.db) };
    const result = await spike(portals.map((portal) => portal.url));
    const rest = cpuBetween(cpuBefore.rest, await readCpu(bench.handle.db));
    const serverCpu = serversCpu() - cpuBefore.server;
    const mailedWhileSending = smtp.total() - mailedBefore;
    const waited = await drain(bench.handle.db, () => smtp.total() - mailedBefore, result.accepted.size);
    const peakRss = rss.map((sampler) => sampler.stop());
    const mail = { total: smtp.total() - mailedBefore, whileSending: mailedWhileSending, waited };
    const wrong = await report(bench.handle.db, result, smtp.countsFor(VERIFY_SUBJECT), mail);
    const figures = mailFigures(result.startedAt, result.answeredAt, smtp.firstArrivals(VERIFY_SUBJECT));
    const signups = {
      offeredPerSecond: result.sent / SECONDS,
      answeredPerSecond: result.latencies.length / ((result.lastAnswerAt - result.startedAt) / 1000),
    };
    printMailFigures(figures, signups, wrong, smtp.connections());
    if (backlog) printBacklog(backlog);
    const s = (value: number) => (value / 1000).toFixed(1);
    console.log(
      `  CPU seconds while sending (of ${(availableParallelism() * result.seconds).toFixed(0)} on the cores): server${INSTANCES > 1 ? 's' : ''} ${s(serverCpu)}, PostgreSQL ${s(rest.databaseMs)}, load generator and SMTP ${s(rest.serverMs)}`,
    );
    console.log(
      `  load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')} at the end (every process on the machine)`,
    );
    console.log(`  server peak RSS ${peakRss.map((v) => v.toFixed(0)).join(', ')} MiB`);
    const mailErrors = portals.flatMap((portal) =>
      portal
        .output()
        .split('\n')
        .filter((line) => line.includes('mail delivery failed')),
    );
    console.log(`  server log: ${mailErrors.length} failed mail deliveries`);
    // The first few, shortened: why they failed (the relay, or the database recording them).
    for (const line of mailErrors.slice(0, 3)) console.log(`    ${line.slice(0, 300)}`);
  } finally {
    await Promise.all(portals.map((portal) => portal.stop()));
    await smtp.close();
    await bench.drop();
  }
}

async function report(
  db: Kysely<Database>,
  result: Spike,
  verifyMails: Map<string, number>,
  mail: { total: number; whileSending: number; waited: number },
): Promise<number> {
  const ok = result.latencies.length;
  const errors = new Map([...result.statuses].filter(([status]) => status < 200 || status >= 300));
  const { rows } = await sql<{ learners: number; emails: number }>`
    SELECT count(*)::int AS learners, count(DISTINCT lower(email_personal))::int AS emails FROM learners`.execute(
    db,
  );
  const { learners, emails } = rows[0] ?? { learners: 0, emails: 0 };
  let wrong = 0;
  // Each accepted sign-up gets exactly one verification mail; a refused one gets none.
  for (let i = 0; i < result.sent; i += 1) {
    if ((verifyMails.get(emailOf(i)) ?? 0) !== (result.accepted.has(i) ? 1 : 0)) wrong += 1;
  }
  const cells = [50, 95, 99].map((p) => ms(percentile(result.latencies, p))).join(' ');
  console.log(
    `\nSent ${result.sent} in ${result.seconds.toFixed(1)} s (at most ${result.maxLagMs.toFixed(1)} ms after due)`,
  );
  console.log(`  answered 2xx ${ok}; errors ${result.sent - ok} (${byStatus(errors)}); target 0`);
  console.log(`  latency from due, ms  p50 / p95 / p99 ${cells}`);
  console.log(`  learner rows ${learners} (${emails} distinct emails) for ${ok} sign-ups; target one each`);
  console.log(
    `  mails captured ${mail.total} (${[...verifyMails.values()].reduce((a, b) => a + b, 0)} verification): ${mail.whileSending} by the end of sending, the rest in ${mail.waited.toFixed(1)} s after`,
  );
  console.log(`  sign-ups without exactly one verification mail (none if refused): ${wrong}; target 0`);
  const outbox = await sql<{ status: string; n: number; retried: number }>`
    SELECT status, count(*)::int AS n, count(*) FILTER (WHERE attempts > 1)::int AS retried
    FROM outbox GROUP BY status ORDER BY status`.execute(db);
  const line = outbox.rows.map((r) => `${r.status} ${r.n} (${r.retried} tried more than once)`).join(', ');
  console.log(`  outbox rows: ${line || 'none'}`);
  return wrong;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
