import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { officerCaseload } from './caseload-service.ts';

/** The officer's caseload (issue 29): admins choose the officer until staff accounts exist. */
export const caseloadRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.Caseload),
    onRequest: app.requireRole('admin'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return officerCaseload(deps, request.query.OfficerId);
    },
  });
};
