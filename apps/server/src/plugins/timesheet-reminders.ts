import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { openPlacedMonths } from '../modules/timesheets/open-months.ts';
import { type ReminderRunResult, sendTimesheetReminders } from '../modules/timesheets/reminders.ts';
import { schedulePeriodic } from './periodic-job.ts';

export interface TimesheetRemindersOptions {
  /** What the run needs: the database, the portal's address for links, the clock and notify. */
  deps: Deps;
  /** Schedule the runs (the app's `startWorkers`); tests call `sendTimesheetReminders` themselves. */
  start: boolean;
  /** Between two runs (default 30 minutes: a reminder goes within half an hour of 07:00). */
  intervalMs?: number;
  /** From the app being ready to the first run (default 10 seconds: start-up has finished by then). */
  firstRunDelayMs?: number;
}

const HALF_HOUR_MS = 30 * 60 * 1000;

/** A run that mailed someone at info; an empty one (most runs) at debug. */
function logRun(app: FastifyInstance, result: ReminderRunResult) {
  if (result.learners + result.employers > 0) app.log.info({ reminded: result }, 'sent timesheet reminders');
  else app.log.debug('no timesheet reminders due');
}

/**
 * Opens the months nobody opened (`openPlacedMonths`: the office sees them as not submitted) and
 * sends the monthly attendance reminders (`sendTimesheetReminders`) shortly after start and then
 * every 30 minutes, and wakes the outbox when a run queued mail. Each instance runs it; a reminder
 * is recorded with its mail, once, so several instances never send one twice.
 */
export const timesheetRemindersPlugin = fp<TimesheetRemindersOptions>(
  async (app: FastifyInstance, { deps, start, intervalMs = HALF_HOUR_MS, firstRunDelayMs = 10_000 }) => {
    if (!start) return;
    schedulePeriodic(
      app,
      { firstRunDelayMs, intervalMs },
      async () => {
        await openPlacedMonths(deps);
        const result = await sendTimesheetReminders(deps);
        logRun(app, result);
        if (result.learners + result.employers > 0) app.outbox.kick();
      },
      'sending timesheet reminders failed',
    );
  },
  { name: 'timesheet-reminders', dependencies: ['database', 'mail'] },
);
