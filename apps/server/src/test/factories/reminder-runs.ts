import type { Deps } from '../../deps.ts';
import { sendTimesheetReminders } from '../../modules/timesheets/reminders.ts';
import { notify } from '../../notifications/notify.ts';
import type { TestClock } from '../clock.ts';
import type { TestContext } from '../test-app.ts';

/** An instant given in Port of Spain time (UTC-4 all year): `portOfSpain('2026-11-25', '07:00')`. */
export function portOfSpain(date: string, time: string): Date {
  return new Date(`${date}T${time}:00-04:00`);
}

/**
 * Runs the attendance reminders as the app's worker does, at a Port of Spain date and time, and
 * delivers what they queued; answers the mails delivered by that run.
 */
export function reminderRunner(ctx: TestContext, clock: TestClock) {
  return async (date: string, time: string) => {
    clock.set(portOfSpain(date, time));
    const deps: Deps = { db: ctx.db, publicUrl: ctx.config.publicUrl, clock, notify };
    const before = ctx.mail.sent.length;
    await sendTimesheetReminders(deps);
    await ctx.app.outbox.drain();
    return ctx.mail.sent.slice(before);
  };
}

/** Delivers what setting a scene up mailed (sign-ups, placing) and forgets it. */
export async function forgetSetUpMail(ctx: TestContext): Promise<void> {
  await ctx.app.outbox.drain();
  ctx.mail.sent.length = 0;
}
