import { ENDPOINTS, type READINESS_CHECKS } from '@ojt/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { migrationsCurrent, pingDatabase } from './health-repository.ts';

type Check = (typeof READINESS_CHECKS)[number];

// A load balancer asks every second or two per instance: the database's answer is kept this long.
const DATABASE_CHECK_MS = 1000;

/**
 * The database half of readiness (reachable, migrations current), asked at most once a second
 * (deps.clock) and shared by the requests that arrive while it runs.
 */
function databaseChecks(deps: Deps, log: FastifyBaseLogger) {
  let cached: { at: number; failing: Check[] } | undefined;
  let running: Promise<Check[]> | undefined;
  const ask = async (): Promise<Check[]> => {
    try {
      return (await migrationsCurrent(deps.db)) ? [] : ['migrations'];
    } catch (error) {
      log.warn({ err: error }, 'readiness: database unreachable');
      return ['database'];
    }
  };
  return async (): Promise<Check[]> => {
    const now = deps.clock.now().getTime();
    if (cached && now - cached.at < DATABASE_CHECK_MS && now >= cached.at) return cached.failing;
    running ??= ask().then((failing) => {
      cached = { at: deps.clock.now().getTime(), failing };
      running = undefined;
      return failing;
    });
    return running;
  };
}

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.Health),
    handler: async (request, reply) => {
      try {
        await pingDatabase(deps.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });

  // Liveness: the process answers. No query, so a slow database never gets a live process restarted.
  app.route({
    ...fromContract(ENDPOINTS.HealthLive),
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });

  // Readiness: this instance can take traffic. During a shutdown the error handler's first hook
  // answers 503 before this runs.
  const databaseFailing = databaseChecks(deps, app.log);
  app.route({
    ...fromContract(ENDPOINTS.HealthReady),
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const failing = [...(await databaseFailing())];
      if (!app.outbox.isAlive()) failing.push('outbox');
      if (failing.length === 0) return { status: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable' as const, failing });
    },
  });
};
