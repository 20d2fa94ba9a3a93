import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { seedTimesheetReference } from '../db/migrations/0026-timesheets.ts';
import type { MailTransport, OutgoingMail } from '../mail/transport.ts';

/** Captures mail in memory; the outbox and its worker stay real. */
export class CapturingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail) {
    this.sent.push(mail);
  }
  async close() {}
  to(address: string) {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  config: AppConfig;
  mail: CapturingTransport;
  kind: DatabaseHandle['kind'];
  /** Empties every table: each test starts on a fresh database. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = process.env.PGLITE_TEMPLATE;
    if (!template) return openDatabase({ dataDir: 'memory://' });
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
  }
  const name = `ojt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    MAIL_RETRY_BASE_MS: '0',
    WEB_DIST: '.tmp/no-client',
    ...overrides,
  });
}

/** How a test builds its app: environment overrides and the app's own options (workers, mail, …). */
export type TestContextOptions = Partial<Omit<BuildAppOptions, 'config' | 'database'>> & {
  env?: Record<string, string>;
};

export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(options.env);
  const mail = new CapturingTransport();
  const app = await buildApp({
    config,
    database,
    mailTransport: options.mailTransport ?? mail,
    startWorkers: options.startWorkers ?? false,
    bootstrapAdmin: options.bootstrapAdmin ?? false,
    print: options.print ?? (() => {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.listExactCountUpTo !== undefined ? { listExactCountUpTo: options.listExactCountUpTo } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    mail,
    kind: database.kind,
    async reset() {
      // Work a test left for after an answer (a sign-up's registration) ends before the tables are emptied.
      await app.outbox.drain();
      // Reference data the migrations seed stays (stipend_rates) or is seeded again (holidays, stipend
      // schedules and settings, which tests change through the API).
      const { rows } = await sql<{ tablename: string }>`
        SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT LIKE 'kysely_%'
          AND tablename <> 'stipend_rates'`.execute(database.db);
      const tables = rows.map((r) => `"${r.tablename}"`).join(', ');
      if (tables) await sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`).execute(database.db);
      await seedTimesheetReference(database.db);
      mail.sent.length = 0;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The context of a test file: the app is built before its tests and closed after them, and each
 * test starts on an empty database unless `freshEachTest` is false (tests that only read).
 * The object is filled in before the first test, so keep it and read its fields inside tests.
 */
export function useTestContext(options: TestContextOptions & { freshEachTest?: boolean } = {}): TestContext {
  const { freshEachTest = true, ...appOptions } = options;
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(appOptions));
  });
  afterAll(() => ctx.close());
  if (freshEachTest) beforeEach(() => ctx.reset());
  return ctx;
}
