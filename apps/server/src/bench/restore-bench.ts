// Benchmark (not a test): the restore drill on a realistic data set (issue 31), timed, for the README's
// "how long the last restore took". Seeds BENCH_LEARNERS learners (default 20,000) and BENCH_EMPLOYERS
// employers (default 1,000): two applications each, one of them placed, 12 months of timesheets for every
// placed learner, last month approved with bank details and a confirmed agreement — a few years of the
// national programme. Then, for PostgreSQL (a scratch database on BENCH_DATABASE_URL, else DATABASE_URL,
// else postgres://postgres@127.0.0.1:5432/test) and for the embedded database (a scratch DATA_DIR, with
// BENCH_EMBEDDED_LEARNERS, default 5,000, as PGlite seeds more slowly): `backup`, then `restore` into an
// empty database, each timed, and every table's row count and checksum compared before and after.
// BENCH_ONLY=postgres or BENCH_ONLY=embedded runs one of the two.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { backup } from '../ops/ops-backup.ts';
import { restore } from '../ops/ops-restore.ts';
import type { TableSummary } from '../ops/ops-tables.ts';
import { secondsSince } from './measure.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPayableMonths } from './seed-payments.ts';
import { seedPlacements } from './seed-placements.ts';
import { lastMonths, placeEveryLearner, seedTimesheets } from './seed-timesheets.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 20_000);
const EMBEDDED_LEARNERS = Number(process.env.BENCH_EMBEDDED_LEARNERS ?? 5_000);
const EMPLOYERS = Number(process.env.BENCH_EMPLOYERS ?? 1_000);
const ONLY = process.env.BENCH_ONLY;
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Db = Awaited<ReturnType<typeof openDatabase>>;

/** A few years of the programme: accounts, placements, 12 months each, the last one payable. */
async function seed(handle: Db, learners: number): Promise<void> {
  await migrateToLatest(handle.db);
  await seedAccounts(handle.db, learners, EMPLOYERS);
  await seedPlacements(handle.db, 'BE1', 200, learners);
  const months = lastMonths(12);
  await placeEveryLearner(handle.db, 'BE1', months);
  await seedTimesheets(handle.db, months);
  await seedPayableMonths(handle.db, months.at(-2) as string);
}

/** Opens `where`, seeds it with `learners` learners, closes it and says how long the seed took. */
async function seedTimed(kind: string, where: Parameters<typeof openDatabase>[0], learners: number) {
  const handle = await openDatabase(where);
  const seeded = performance.now();
  try {
    await seed(handle, learners);
  } finally {
    await handle.close();
  }
  console.log(`${kind}: seeded ${learners} learners in ${secondsSince(seeded)} s`);
}

const rows = (tables: TableSummary[]) => tables.reduce((sum, t) => sum + t.rows, 0);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Every table's count and checksum alike before and after, or the tables that differ. */
function compare(before: TableSummary[], after: TableSummary[]): string {
  const key = (t: TableSummary) => `${t.table}:${t.rows}:${t.checksum}`;
  const seen = new Set(after.map(key));
  const differ = before.filter((t) => !seen.has(key(t))).map((t) => t.table);
  return differ.length === 0 && before.length === after.length
    ? `all ${before.length} tables alike (count and checksum)`
    : `DIFFER: ${differ.join(', ') || 'table list'}`;
}

async function scratchDatabase(admin: pg.Client): Promise<{ name: string; url: string }> {
  const name = `ojt_drill_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function drillPostgres(out: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const source = await scratchDatabase(admin);
  const target = await scratchDatabase(admin);
  try {
    await seedTimed('PostgreSQL', { url: source.url }, LEARNERS);
    await report(
      'PostgreSQL',
      { DATA_DIR: out, DATABASE_URL: source.url },
      { DATA_DIR: out, DATABASE_URL: target.url },
      out,
    );
  } finally {
    for (const db of [source, target]) await admin.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    await admin.end();
  }
}

async function drillEmbedded(out: string): Promise<void> {
  const source = mkdtempSync(path.join(tmpdir(), 'ojt-drill-src-'));
  const target = mkdtempSync(path.join(tmpdir(), 'ojt-drill-dst-'));
  try {
    await seedTimed('Embedded', { dataDir: path.join(source, 'db') }, EMBEDDED_LEARNERS);
    await report('Embedded', { DATA_DIR: source }, { DATA_DIR: target }, out);
  } finally {
    rmSync(source, { recursive: true, force: true });
    rmSync(target, { recursive: true, force: true });
  }
}

async function report(
  kind: string,
  from: { DATA_DIR: string; DATABASE_URL?: string },
  to: { DATA_DIR: string; DATABASE_URL?: string },
  out: string,
): Promise<void> {
  const backedUp = performance.now();
  const saved = await backup({ config: from, outDir: out, now: new Date() });
  const backupSeconds = secondsSince(backedUp);
  const restoredAt = performance.now();
  const restored = await restore({ config: to, file: saved.file });
  const restoreSeconds = secondsSince(restoredAt);
  console.log(
    `${kind}: ${rows(saved.tables).toLocaleString('en-TT')} rows in ${saved.tables.length} tables; ` +
      `backup ${mib(statSync(saved.file).size)} MiB in ${backupSeconds} s; restore in ${restoreSeconds} s; ` +
      `${compare(saved.tables, restored.tables)}; load average ${loadavg()[0]?.toFixed(1)}`,
  );
}

async function main() {
  const out = mkdtempSync(path.join(tmpdir(), 'ojt-drill-backups-'));
  console.log(`Restore drill, load average ${loadavg()[0]?.toFixed(1)} at the start`);
  try {
    if (ONLY !== 'embedded') await drillPostgres(out);
    if (ONLY !== 'postgres') await drillEmbedded(out);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

await main();
