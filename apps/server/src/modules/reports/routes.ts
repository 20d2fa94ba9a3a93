import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { placementLifeReport } from './placement-life-service.ts';
import { programmeReport } from './report-service.ts';

/** The programme office's reports (issues 11, 29, 31): admins only, read on each request (the programme report from 0036's summaries). */
export const reportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.Reports),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return programmeReport(deps, request.query);
    },
  });

  // Issue 29's additions, a call of their own so the programme report's answer stays as it was.
  app.route({
    ...fromContract(ENDPOINTS.PlacementLifeReport),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return placementLifeReport(deps, request.query);
    },
  });
};
