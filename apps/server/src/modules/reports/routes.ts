import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { programmeReport } from './report-service.ts';

/** The programme office's report (issue 11): admins only, computed in SQL on each request. */
export const reportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.Reports),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return programmeReport(deps, request.query);
    },
  });
};
