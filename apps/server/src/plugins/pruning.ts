import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../lib/clock.ts';
import {
  DEFAULT_SIGNUP_RETENTION,
  type PruneCounts,
  pruneExpired,
  type SignupRetention,
} from '../lib/pruning.ts';
import { schedulePeriodic } from './periodic-job.ts';

export interface PruningOptions {
  /** Where "expired" is measured from. */
  clock?: Clock;
  /** Schedule the pruning (the app's `startWorkers`); tests that only call the API leave it off. */
  start: boolean;
  /** Between two runs (default one hour). */
  intervalMs?: number;
  /** From the app being ready to the first run (default 5 seconds: start-up has finished by then). */
  firstRunDelayMs?: number;
  /** How long unapproved sign-ups are kept (default 30 days unverified, 180 rejected). */
  signups?: SignupRetention;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A run that deleted something at info, naming each kind deleted and how many; an empty run (most
 * hours) at debug, so the hourly job does not fill the log.
 */
function logRun(app: FastifyInstance, counts: PruneCounts) {
  const pruned = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  const total = Object.values(pruned).reduce((sum, count) => sum + count, 0);
  if (total > 0) app.log.info({ pruned, total }, 'pruned expired rows');
  else app.log.debug('pruning found no expired rows');
}

/**
 * Deletes expired rows and sign-ups past their retention period (`pruneExpired`) shortly after start
 * and then every hour, logging what it deleted (`logRun`). Each instance runs it; every delete is
 * one idempotent statement, so several instances never conflict nor record a deleted sign-up twice.
 */
export const pruningPlugin = fp<PruningOptions>(
  async (
    app: FastifyInstance,
    {
      clock = systemClock,
      start,
      intervalMs = HOUR_MS,
      firstRunDelayMs = 5000,
      signups = DEFAULT_SIGNUP_RETENTION,
    },
  ) => {
    if (!start) return;
    schedulePeriodic(
      app,
      { firstRunDelayMs, intervalMs },
      async () => logRun(app, await pruneExpired(app.db, clock.now(), signups)),
      'pruning expired rows failed',
    );
  },
  { name: 'pruning', dependencies: ['database'] },
);
