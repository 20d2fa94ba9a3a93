import type { FastifyInstance } from 'fastify';

/** When a periodic job runs: from the app being ready, then every `intervalMs`. */
export interface PeriodicSchedule {
  firstRunDelayMs: number;
  intervalMs: number;
}

/**
 * Runs `job` `firstRunDelayMs` after the app is ready and then every `intervalMs`, never two runs at
 * once (a run still going when the next is due is not doubled); a failed run is logged as `failure`
 * and the next one tries again. On close the timers stop and a run in progress finishes before the
 * database closes. The workers of every instance run their jobs; each job is idempotent.
 */
export function schedulePeriodic(
  app: FastifyInstance,
  schedule: PeriodicSchedule,
  job: () => Promise<void>,
  failure: string,
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = job()
      .catch((error) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(run, schedule.firstRunDelayMs).unref();
    every = setInterval(run, schedule.intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
