// Benchmark (not a test): seeds placed learners with an approved month and bank details into a fresh
// PostgreSQL database, then through the real portal over HTTP: admin A creates the month's payment
// run, admin B approves it, and both bank files (ACH CSV, pain.001) are downloaded to a temp folder.
// Prints each step's seconds beside the target (all of it under 10 s, issue 28) and the portal's RSS
// around the files — the portal runs in its own process, as in production, and its memory is read from
// /proc beside each file's size: the files stream batch by batch, so the server's memory stays flat.
// Database server: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
// BENCH_PORTAL_HEAP_MB caps the portal's heap (default 96 MB; 0: no cap).
// Sizes: BENCH_LEARNERS (accounts seeded, default 20,000; those placed get a month), BENCH_EMPLOYERS (1,000).
// BENCH_KEEP=1 keeps the database afterwards (its name is printed).
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createAdmin } from '../modules/admin/admin-accounts.ts';
import { secondsSince, signInHeaders } from './measure.ts';
import { rssMiB, sampleRss, startPortalProcess } from './portal-process.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPayableMonths } from './seed-payments.ts';
import { seedPlacements } from './seed-placements.ts';
import { lastMonths, placeEveryLearner, seedTimesheets } from './seed-timesheets.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 1_000);
const KEEP = Boolean(process.env.BENCH_KEEP);
// The portal's V8 old space is capped (BENCH_PORTAL_HEAP_MB, default 96): a file held whole (20,000
// transfers as xmlbuilder2 nodes, ~20 objects each) could not be built under it; streamed, it is.
const PORTAL_HEAP_MB = Number(process.env.BENCH_PORTAL_HEAP_MB ?? 96);
const TARGET_SECONDS = 10;
const DEBTOR = {
  PAYMENTS_DEBTOR_NAME: 'OJT Programme',
  PAYMENTS_DEBTOR_ACCOUNT: '987654321',
  PAYMENTS_DEBTOR_BIC: 'RBNKTTPX',
};
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const mib = (n: number) => `${n.toFixed(0)} MB`;

/** Calls the portal; throws unless it answers `status`. */
async function call(
  base: string,
  path: string,
  headers: Record<string, string>,
  body?: object,
  status = 200,
) {
  const res = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status !== status) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Downloads a bank file to `file` while sampling the portal's RSS; answers its size and that peak (MiB). */
async function download(
  base: string,
  path: string,
  headers: Record<string, string>,
  file: string,
  pid: number,
) {
  const sampler = sampleRss(pid, 5);
  let peak = 0;
  try {
    const res = await call(base, path, headers);
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
  } finally {
    peak = sampler.stop();
  }
  return { bytes: statSync(file).size, peak };
}

async function main() {
  const name = `ojt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const folder = mkdtempSync(join(tmpdir(), 'ojt-bank-files-'));
  try {
    await migrateToLatest(handle.db);
    const seeded = performance.now();
    await seedAccounts(handle.db, LEARNERS, EMPLOYERS);
    await seedPlacements(handle.db, 'BE1', 200, LEARNERS);
    const months = lastMonths(2);
    const month = months[0] as string;
    await placeEveryLearner(handle.db, 'BE1', months);
    await seedTimesheets(handle.db, months);
    const payable = await seedPayableMonths(handle.db, month);
    console.log(
      `Seeded ${payable} approved months of ${month} with bank details in ${secondsSince(seeded)} s`,
    );
    for (const username of ['bench-a', 'bench-b'])
      await createAdmin(handle.db, {
        username,
        email: `${username}@ojt.gov.tt`,
        password: 'bench-password-1',
      });

    // The outbox's relay is a closed port: the sent run's notices wait in the outbox, unsent.
    const portal = await startPortalProcess(url.toString(), {
      ...DEBTOR,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'warn',
      ...(PORTAL_HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${PORTAL_HEAP_MB}` } : {}),
    });
    const pid = portal.child.pid as number;
    const base = portal.url;
    const a = await signInHeaders(base, 'bench-a', 'bench-password-1');
    const b = await signInHeaders(base, 'bench-b', 'bench-password-1');
    const steps: [string, number, string][] = [];
    const step = async <T>(label: string, work: () => Promise<T>, note = (_: T) => ''): Promise<T> => {
      const started = performance.now();
      const result = await work();
      steps.push([label, (performance.now() - started) / 1000, note(result)]);
      return result;
    };
    const run = await step(
      'create the run (admin A)',
      async () =>
        (await (
          await call(base, '/api/Admin/CreatePaymentRun', a, { Month: month, Cycle: 1 }, 201)
        ).json()) as {
          data: { runId: number; lineCount: number };
        },
      (r) => `run ${r.data.runId}, ${r.data.lineCount} lines`,
    );
    const runId = run.data.runId;
    await step('approve it (admin B)', () => call(base, '/api/Admin/ApprovePaymentRun', b, { RunId: runId }));
    const rssBefore = rssMiB(pid);
    const files: [string, string][] = [
      ['ACH CSV (first download: marks Sent, 1 notice a line)', 'ach-csv'],
      ['pain.001 XML', 'pain001'],
      ['ACH CSV again (same bytes)', 'ach-csv'],
    ];
    const sizes: string[] = [];
    for (const [label, format] of files) {
      const file = join(folder, `${format}-${sizes.length}`);
      const path = `/api/Admin/PaymentRun/${runId}/BankFile?Format=${format}`;
      const { bytes, peak } = await step(
        label,
        () => download(base, path, a, file, pid),
        (r) => `${mb(r.bytes)}; portal RSS at most ${mib(r.peak)}`,
      );
      sizes.push(`${format}: ${mb(bytes)} file, portal peak RSS ${mib(peak)} (+${mib(peak - rssBefore)})`);
    }
    const rssAfter = rssMiB(pid);
    const lines = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM payment_lines WHERE run_id = ${runId} AND status = 'Pending'`.execute(
      handle.db,
    );
    // The reference, in the same run (the machine is shared and noisy): the same lines read in one
    // query and written as CSV by this process, without the portal, HTTP or any rule.
    const referenceStarted = performance.now();
    const rows = await sql<{
      payee_name: string;
      employee_id: string;
      routing_number: string;
      account_number: string;
      amount_cents: number;
    }>`
      SELECT payee_name, employee_id, routing_number, account_number, amount_cents
      FROM payment_lines WHERE run_id = ${runId} ORDER BY id`.execute(handle.db);
    const csv = rows.rows.map(
      (r) =>
        `${r.payee_name},${r.employee_id},${r.routing_number},${r.account_number},${(r.amount_cents / 100).toFixed(2)}`,
    );
    await pipeline(Readable.from([csv.join('\r\n')]), createWriteStream(join(folder, 'reference.csv')));
    const referenceSeconds = secondsSince(referenceStarted);
    const total = steps.reduce((sum, [, seconds]) => sum + seconds, 0);
    console.log(
      `\nRun ${runId} of ${month} cycle 1: ${lines.rows[0]?.n ?? 0} payments (target: all steps under ${TARGET_SECONDS} s)`,
    );
    console.log(`| ${'step'.padEnd(54)} | seconds | ${'note'.padEnd(40)} |`);
    console.log(`| ${'-'.repeat(54)} | ------: | ${'-'.repeat(40)} |`);
    for (const [label, seconds, note] of steps)
      console.log(`| ${label.padEnd(54)} | ${seconds.toFixed(2).padStart(7)} | ${note.padEnd(40)} |`);
    console.log(
      `| ${'total'.padEnd(54)} | ${total.toFixed(2).padStart(7)} | ${(total < TARGET_SECONDS ? 'under the target' : 'OVER the target').padEnd(40)} |`,
    );
    console.log(
      `Reference, same run: the ${rows.rows.length} lines read in one query and written as CSV without the portal: ${referenceSeconds} s (the ACH download above: ${steps[2]?.[1].toFixed(2)} s).`,
    );
    const cap = PORTAL_HEAP_MB ? `its heap capped at ${PORTAL_HEAP_MB} MB` : 'no heap cap';
    console.log(
      `\nThe portal (its own process, ${cap}): RSS before the files ${mib(rssBefore)}, after them ${mib(rssAfter)}.`,
    );
    for (const size of sizes) console.log(`  ${size}`);
    await portal.stop();
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await handle.close();
    if (KEEP)
      console.log(
        `\nKept database ${name} (BENCH_KEEP); drop it with: dropdb -h 127.0.0.1 -U postgres ${name}`,
      );
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
