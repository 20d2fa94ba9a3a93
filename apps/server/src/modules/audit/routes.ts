import { auditPageSchema, auditQuerySchema, failureResponses } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { pageAuditTrail } from './audit-service.ts';

/** The audit trail (issue 11): admins search it; nobody can change it through the portal. */
export const auditRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/api/Admin/AuditTrail',
    {
      schema: {
        tags: ['admin: audit'],
        security: [{ bearer: [] }],
        summary: 'Search the audit trail: who, what, which record, when; newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => pageAuditTrail(deps, request.query),
  );
};
