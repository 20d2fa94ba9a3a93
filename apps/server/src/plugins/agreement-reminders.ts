import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { sendAgreementReminders } from '../modules/agreements/agreement-reminders.ts';
import { schedulePeriodic } from './periodic-job.ts';

export interface AgreementRemindersOptions {
  /** What the run needs: the database, the portal's address for links, the clock and notify. */
  deps: Deps;
  /** Schedule the runs (the app's `startWorkers`); tests call `sendAgreementReminders` themselves. */
  start: boolean;
  /** Between two runs (default one hour). */
  intervalMs?: number;
  /** From the app being ready to the first run (default 20 seconds). */
  firstRunDelayMs?: number;
}

/**
 * Reminds learners of unconfirmed placement agreements at 7 and 12 days (issue 29), shortly after
 * start and then every hour; wakes the outbox when a run queued mail. Each reminder is marked on its
 * version with its mail, so several instances never send one twice.
 */
export const agreementRemindersPlugin = fp<AgreementRemindersOptions>(
  async (app: FastifyInstance, { deps, start, intervalMs = 60 * 60 * 1000, firstRunDelayMs = 20_000 }) => {
    if (!start) return;
    schedulePeriodic(
      app,
      { firstRunDelayMs, intervalMs },
      async () => {
        const sent = await sendAgreementReminders(deps);
        if (sent > 0) {
          app.log.info({ reminded: sent }, 'sent agreement reminders');
          app.outbox.kick();
        }
      },
      'sending agreement reminders failed',
    );
  },
  { name: 'agreement-reminders', dependencies: ['database', 'mail'] },
);
