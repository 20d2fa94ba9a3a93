import { ENDPOINTS } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { pageAuditTrail } from './audit-service.ts';

/** The audit trail (issue 11): admins search it; nobody can change it through the portal. */
export const auditRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.AuditTrail),
    onRequest: app.requireRole('admin'),
    handler: async (request) => pageAuditTrail(deps, request.query),
  });
};
