import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { notify } from '../notifications/notify.ts';
import { testClock } from '../test/clock.ts';
import { insertTimesheet, placedLearner, placingOffice } from '../test/factories/placed-learners.ts';
import { forgetSetUpMail, portOfSpain } from '../test/factories/reminder-runs.ts';
import { CapturingTransport, useTestContext } from '../test/test-app.ts';
import { databasePlugin } from './database.ts';
import { mailPlugin } from './mail.ts';
import { type TimesheetRemindersOptions, timesheetRemindersPlugin } from './timesheet-reminders.ts';

const clock = testClock();
const ctx = useTestContext({ clock });

async function waitFor(check: () => boolean, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

/** Just the database, the mail worker (started) and the reminders plugin, on the test's database. */
async function remindersApp(options: Omit<TimesheetRemindersOptions, 'deps'>) {
  const mail = new CapturingTransport();
  const app = Fastify({ logger: false });
  const handle = { db: ctx.db, kind: ctx.kind, close: async () => {} };
  await app.register(databasePlugin, { handle, owned: false });
  await app.register(mailPlugin, { config: ctx.config, transport: mail, startWorker: true, clock });
  const deps = { db: ctx.db, publicUrl: ctx.config.publicUrl, clock, notify };
  await app.register(timesheetRemindersPlugin, { deps, ...options });
  await app.ready();
  return { app, mail };
}

/** A learner with a Submitted November whose employer is due a reminder at the clock's time. */
async function waitingMonth() {
  clock.set(new Date());
  const office = await placingOffice(ctx);
  const scene = await placedLearner(ctx, office, { start: '2026-09-01', end: '2027-06-30' });
  await insertTimesheet(ctx, scene.placementId, '2026-11', 'Submitted');
  await forgetSetUpMail(ctx);
  clock.set(portOfSpain('2026-11-30', '08:00'));
  return scene;
}

describe('timesheet reminders schedule', () => {
  it('runs shortly after start and mails what is due, once however many runs follow', async () => {
    const { employer } = await waitingMonth();
    const { app, mail } = await remindersApp({ start: true, firstRunDelayMs: 0, intervalMs: 50 });
    try {
      expect(await waitFor(() => mail.to(employer.email).length > 0, 10_000)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.sent).toHaveLength(1);
      expect(mail.sent[0]?.subject).toBe('A month of attendance is waiting for your approval');
    } finally {
      await app.close();
    }
  });

  it('does not run when the app starts no workers', async () => {
    await waitingMonth();
    const { app, mail } = await remindersApp({ start: false, firstRunDelayMs: 0, intervalMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(mail.sent).toEqual([]);
      expect(await ctx.db.selectFrom('timesheet_reminders').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
