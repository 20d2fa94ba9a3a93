import { failureResponses, programmeReportSchema, reportQuerySchema } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { programmeReport } from './report-service.ts';

/** The programme office's report (issue 11): admins only, computed in SQL on each request. */
export const reportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/api/Admin/Reports',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Openings, applications and each later stage in a period (default: the last 12 months), by sector or employer type',
        querystring: reportQuerySchema,
        response: { 200: programmeReportSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return programmeReport(deps, request.query);
    },
  );
};
