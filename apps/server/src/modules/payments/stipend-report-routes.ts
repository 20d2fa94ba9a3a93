import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { stipendReport } from './stipend-report-service.ts';

/** The office's stipend report (issue 28): admins only, computed in SQL on each request. */
export const stipendReportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.StipendReport),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return stipendReport(deps, request.query);
    },
  });
};
