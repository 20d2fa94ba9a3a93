// Benchmark (not a test), issue 12 "sign-in at the hashing limit". Measures raw argon2id verifications
// per second with the portal's own parameters (a separate process, as many at once as it has threads),
// then a sign-in storm against the portal running as its own process on a scratch PostgreSQL database:
// successful sign-ins per second, their latency, /api/health latency alongside, the server's memory
// and the CPU each party used. Prints every figure beside what it is measured against, from this run.
// Options: --seconds (storm, default 20), --connections (default 4 per core), --raw-seconds (default 5),
// --accounts (default 2000). Database server: BENCH_DATABASE_URL, else DATABASE_URL, else the local test one.
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { hashPassword, OPTIONS } from '../lib/passwords.ts';
import { type RawRate, rawVerificationRate } from './argon2-rate.ts';
import { cpuBetween, readCpu } from './cpu-meter.ts';
import { byStatus } from './http-send.ts';
import { type Timed, timedLoops } from './load-loops.ts';
import { ms, percentile } from './measure.ts';
import {
  createBenchDatabase,
  databaseServer,
  processCpuMs,
  rssMiB,
  sampleRss,
  startPortalProcess,
  timeProductionStart,
} from './portal-process.ts';
import { seedAccounts } from './seed-accounts.ts';

const CORES = availableParallelism();
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: String(4 * CORES) },
    'raw-seconds': { type: 'string', default: '5' },
    accounts: { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const RAW_SECONDS = Number(args['raw-seconds']);
const ACCOUNTS = Number(args.accounts);
const WARM_UP_SECONDS = 3;
// Client addresses the sign-ins come from, in turn (X-Forwarded-For): each sends far fewer than the
// 600 attempts per 15 minutes one address may make, so the limits are not what is measured.
const ADDRESSES = 1000;
const PASSWORD = 'Chaguaramas lighthouse 8305';
const TARGETS = { ratio: 0.8, signInP99: 500, healthP99: 50 };

const loadAverage = () => loadavg()[0]?.toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const clientAddress = (i: number) => `10.12.${Math.floor((i % ADDRESSES) / 250)}.${1 + (i % 250)}`;

/** Approves every seeded learner and employer with one known password (hashed once). Their usernames. */
async function seedSignInAccounts(db: Parameters<typeof seedAccounts>[0]): Promise<string[]> {
  const employers = Math.floor(ACCOUNTS / 5);
  await seedAccounts(db, ACCOUNTS - employers, employers);
  const hashed = await hashPassword(PASSWORD);
  const { rows } = await sql<{ username: string }>`
    UPDATE users SET status = 'approved', password_hash = ${hashed} WHERE role IN (1, 2)
    RETURNING username`.execute(db);
  return rows.map(({ username }) => username);
}

function rawLine(label: string, raw: RawRate): string {
  return `  ${label.padEnd(20)}${raw.perSecond.toFixed(1).padStart(8)} /s  (${raw.verifications} in ${raw.seconds.toFixed(1)} s; ${raw.cpuMsPerVerification.toFixed(2)} CPU ms each)`;
}

function latencyCells(times: Timed): string {
  return [50, 95, 99].map((p) => ms(percentile(times.latencies, p))).join(' ');
}

/** Sign-ins from CONNECTIONS connections for `seconds`, each as the next account from the next address. */
function signInStorm(base: string, usernames: string[], seconds: number, offset: number): Promise<Timed> {
  const url = new URL('/api/Login/login', base);
  return timedLoops(CONNECTIONS, seconds, (i) => ({
    url,
    method: 'POST',
    headers: { 'x-forwarded-for': clientAddress(offset + i) },
    body: { pUserName: usernames[(offset + i) % usernames.length], pPassword: PASSWORD },
  }));
}

/** GET /api/health one after another, 10 ms apart, until `done` resolves. */
function healthWhile(base: string, done: Promise<unknown>): Promise<Timed> {
  const url = new URL('/api/health', base);
  return timedLoops(1, Number.POSITIVE_INFINITY, () => ({ url }), { until: done, pauseMs: 10 });
}

async function main() {
  const server = databaseServer();
  console.log(`Sign-in at the hashing limit (issue 12) on ${CORES} cores, load average ${loadAverage()}`);
  console.log(`PostgreSQL server: ${server.note}`);
  const threads = CORES;
  const params = `m=${OPTIONS.memoryCost} KiB, t=${OPTIONS.timeCost}, p=${OPTIONS.parallelism}`;
  const start = await timeProductionStart();
  console.log(
    `\nProduction start (compiled server, embedded database): healthy ${start.againSeconds.toFixed(1)} s after start on an existing data directory; target 5 s: ${verdict(start.againSeconds < 5)} (first start, creating it: ${start.firstSeconds.toFixed(1)} s)`,
  );
  console.log(
    `\nRaw argon2id verify (${params}), ${threads} at once on a ${threads}-thread pool, own process:`,
  );
  const rawBefore = await rawVerificationRate({ threads, seconds: RAW_SECONDS });
  console.log(rawLine('before the server', rawBefore));

  const bench = await createBenchDatabase(server.url);
  try {
    const usernames = await seedSignInAccounts(bench.handle.db);
    console.log(`\nSeeded ${usernames.length} approved accounts (learners and employers), one password`);
    const portal = await startPortalProcess(bench.url);
    const pid = portal.child.pid ?? 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const idleRss = rssMiB(pid);
      const idleHealth = await healthWhile(portal.url, new Promise((r) => setTimeout(r, 2000)));
      const rss = sampleRss(pid);
      await signInStorm(portal.url, usernames, WARM_UP_SECONDS, 0);
      const cpuBefore = { server: processCpuMs(pid), rest: await readCpu(bench.handle.db) };
      const storm = signInStorm(portal.url, usernames, SECONDS, 100_000);
      const health = await healthWhile(portal.url, storm);
      const signIns = await storm;
      const cpuAfter = { server: processCpuMs(pid), rest: await readCpu(bench.handle.db) };
      const peakRss = rss.stop();
      const rawAfter = await rawVerificationRate({ threads, seconds: RAW_SECONDS });
      console.log(rawLine('after the storm', rawAfter));
      const rest = cpuBetween(cpuBefore.rest, cpuAfter.rest);
      report({
        raw: (rawBefore.perSecond + rawAfter.perSecond) / 2,
        rawCpuMs: (rawBefore.cpuMsPerVerification + rawAfter.cpuMsPerVerification) / 2,
        signIns,
        health,
        idleHealth,
        memory: { idle: idleRss, peak: peakRss },
        cpu: { server: cpuAfter.server - cpuBefore.server, database: rest.databaseMs, load: rest.serverMs },
      });
    } finally {
      await portal.stop();
    }
  } finally {
    await bench.drop();
  }
}

interface Figures {
  raw: number;
  /** CPU ms one raw verification costs (mean of before and after). */
  rawCpuMs: number;
  signIns: Timed;
  health: Timed;
  idleHealth: Timed;
  memory: { idle: number; peak: number };
  cpu: { server: number; database: number; load: number };
}

function report({ raw, rawCpuMs, signIns, health, idleHealth, memory, cpu }: Figures) {
  const ok = signIns.statuses.get(200) ?? 0;
  const rate = ok / signIns.seconds;
  const p99 = percentile(signIns.latencies, 99);
  const healthP99 = percentile(health.latencies, 99);
  console.log(
    `\nStorm: ${CONNECTIONS} connections for ${signIns.seconds.toFixed(1)} s (after ${WARM_UP_SECONDS} s warm-up),`,
  );
  console.log(`  accounts in turn, from ${ADDRESSES} X-Forwarded-For addresses in turn (under every limit)`);
  console.log(`  answers by status: ${byStatus(signIns.statuses)} (only 200 counts as a sign-in)`);
  console.log(`  raw verifications (mean of before and after) ${raw.toFixed(1)} /s`);
  console.log(
    `  sign-ins ${rate.toFixed(1)} /s = ${((100 * rate) / raw).toFixed(0)}% of raw; target >= ${100 * TARGETS.ratio}%: ${verdict(rate >= TARGETS.ratio * raw)}`,
  );
  console.log();
  console.log('                                 p50     p95     p99  ms');
  console.log(
    `  sign-in                    ${latencyCells(signIns)}   target p99 < ${TARGETS.signInP99}: ${verdict(p99 < TARGETS.signInP99)}`,
  );
  console.log(
    `  /api/health, idle          ${latencyCells(idleHealth)}   (${idleHealth.latencies.length} requests)`,
  );
  console.log(
    `  /api/health, during storm  ${latencyCells(health)}   target p99 < ${TARGETS.healthP99}: ${verdict(healthP99 < TARGETS.healthP99)} (${health.latencies.length} requests; ${byStatus(health.statuses)})`,
  );
  console.log(`  load average at the end ${loadAverage()} (every process on the machine, not only these)`);
  console.log(
    `  server RSS: idle ${memory.idle.toFixed(0)} MiB, peak during the storm ${memory.peak.toFixed(0)} MiB`,
  );
  const available = (CORES * signIns.seconds).toFixed(0);
  const s = (value: number) => (value / 1000).toFixed(1);
  console.log(
    `  CPU seconds in the storm (of ${available} on ${CORES} cores): server ${s(cpu.server)}, PostgreSQL ${s(cpu.database)}, load generator ${s(cpu.load)}`,
  );
  // Where the ratio goes: each sign-in pays one verification, the server's own work, PostgreSQL's and
  // the load generator's, all on the same cores. CPU per sign-in hardly moves with the machine's load.
  const perSignIn = (value: number) => (ok > 0 ? value / ok : 0);
  const serverMs = perSignIn(cpu.server);
  console.log(
    `  CPU ms per sign-in: server ${serverMs.toFixed(2)} (a raw verification: ${rawCpuMs.toFixed(2)}), PostgreSQL ${perSignIn(cpu.database).toFixed(2)}, load generator ${perSignIn(cpu.load).toFixed(2)}`,
  );
  console.log(
    `  projection, not a measurement: with PostgreSQL and the load on other machines the server's own CPU per sign-in would allow ${((100 * rawCpuMs) / serverMs).toFixed(0)}% of raw (raw verification CPU / server CPU per sign-in)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
