import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { type TestClock, testClock } from '../test/clock.ts';
import { approvedMonth, confirmPaid, fundingScene, setFunding } from '../test/factories/funding.ts';
import { paymentRunScene } from '../test/factories/payment-run-rows.ts';
import { setBankAccount, userIdOf } from '../test/factories/payments.ts';
import { learnerReviews, postAs } from '../test/factories/reviews.ts';
import {
  completedPlacementScene,
  contactMessage,
  type PlacedScene,
  updateProfileAs,
} from '../test/factories.ts';
import { CapturingTransport, type TestContext, testConfig } from '../test/test-app.ts';

// The realistic data set of the backup, restore and move tests, and the API answers compared
// before and after.

/** The app on a given database, its clock `clock` (a TestContext for the factories). */
export async function contextOn(database: DatabaseHandle, clock: TestClock): Promise<TestContext> {
  const config = testConfig();
  const mail = new CapturingTransport();
  const app = await buildApp({
    config,
    database,
    mailTransport: mail,
    startWorkers: false,
    bootstrapAdmin: false,
    print: () => {},
    clock,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    mail,
    kind: database.kind,
    reset: async () => {},
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A fresh clock for a drill. */
export const drillClock = () => testClock();

/**
 * Fills the database by the real calls (and the factories' rows where the API has no call): sign-ups
 * and approvals, a placement taken through to its completion and evaluation, a payment run, a contact
 * message, a learner placed for 2030 with a confirmed agreement, a full profile, a bank account, two
 * approved months (one confirmed paid by the employer), a funding change, a break, its progress reviews and an experience letter; the clock ends on 10 April 2030.
 */
export async function fillPortal(ctx: TestContext, clock: TestClock): Promise<PlacedScene> {
  const completed = await completedPlacementScene(ctx);
  const letter = await postAs(ctx, '/api/Employer/GenerateExperienceLetter', completed.owner.token, {
    PlacementId: completed.placementId,
  });
  expect(letter.statusCode, letter.body).toBe(201);
  await retireOfficers(ctx, completed.admin.token);
  await paymentRunScene(ctx);
  const contact = await ctx.app.inject({ method: 'POST', url: '/api/Contact', payload: contactMessage() });
  expect(contact.statusCode, contact.body).toBeLessThan(300);
  const scene = await fundingScene(ctx, clock);
  await updateProfileAs(ctx, scene.learner, PROFILE_LISTS);
  await setBankAccount(ctx, await userIdOf(ctx, scene.learner), clock.now());
  const february = await approvedMonth(ctx, scene, '2030-02');
  await approvedMonth(ctx, scene, '2030-03');
  await confirmPaid(ctx, scene, february, '2030-03-03');
  await setFunding(ctx, scene, 'programme', '2030-05');
  const pause = await postAs(ctx, '/api/Admin/RecordBreak', scene.admin.token, {
    placementId: scene.placementId,
    from: '2030-06-03',
    to: '2030-06-07',
    reason: 'Illness',
    extendEnd: true,
  });
  expect(pause.statusCode, pause.body).toBe(200);
  expect((await learnerReviews(ctx, scene)).length).toBeGreaterThan(0);
  await ctx.app.outbox.drain();
  return scene;
}

/** Takes the officers off the list (each scene adds the same names again). */
async function retireOfficers(ctx: TestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await ctx.app.inject({ method: 'GET', url: '/api/Admin/Officers', headers });
  for (const { id } of listed.json() as { id: number }[]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/RemoveOfficer',
      headers,
      payload: { OfficerId: id },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const PROFILE_LISTS = {
  lstIds: [{ identificationType: "Driver's Permit", identificationNumber: 'DP-123456' }],
  lstExp: [{ company: 'TSTT', position: 'Intern', startDate: '2022-06-01', endDate: '2022-08-31' }],
  lstQualification: [{ qualificationType: 'Diploma', certificateName: 'Business Administration' }],
  lstRef: [{ name: 'Ravi Maharaj', relationship: 'Supervisor', phone: '868-555-0123' }],
};

const ADMIN_READS = [
  '/api/Admin/Learners',
  '/api/Admin/Employers',
  '/api/Admin/Placements',
  '/api/Admin/Stats',
  '/api/Admin/Timesheets',
  '/api/Admin/AuditTrail',
  '/api/Admin/Officers',
  '/api/Admin/Holidays',
  '/api/Admin/StipendSchedules',
  '/api/Admin/StipendSettings',
  '/api/Admin/Caseload',
];
// Not /api/Learner/MyData nor the exports: a download is itself audited, so a second read differs.
const LEARNER_READS = ['/api/Learner/Timesheets', '/api/Learner/MyStipend', '/api/Login/me'];
const EMPLOYER_READS = ['/api/Employer/Applications', '/api/Employer/Timesheets', '/api/Employer/Overview'];

/** What the admin, the learner and the employer of `scene` see: `GET url` → status and body. */
export async function apiAnswers(ctx: TestContext, scene: PlacedScene): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  const reads: [string, string[]][] = [
    [scene.admin.token, ADMIN_READS],
    [scene.learner.token, LEARNER_READS],
    [scene.owner.token, EMPLOYER_READS],
  ];
  for (const [token, urls] of reads) {
    for (const url of urls) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      answers[url] = `${res.statusCode} ${res.body}`;
    }
  }
  // The reads answer (not refusals) and show the data set.
  expect(Object.values(answers).filter((a) => a.startsWith('200 ')).length).toBeGreaterThan(13);
  expect(answers['/api/Admin/Learners']).toContain(scene.learner.username);
  return answers;
}

/** A folder for a DATA_DIR. */
export const scratchDataDir = () => mkdtempSync(path.join(tmpdir(), 'ojt-ops-'));

/** A new empty PostgreSQL database beside TEST_DATABASE_URL; answers its URL and a dropper. */
export async function scratchPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ojt_ops_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs one statement on the server of `url` (CREATE / DROP DATABASE). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
