import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { correctTimesheet } from './correction-service.ts';

/** The programme office's correction of an approved month (issue 27). */
export const correctionTimesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.CorrectTimesheet),
    onRequest: app.requireRole('admin'),
    handler: async (request) => {
      const data = await correctTimesheet(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.timesheetCorrected, data };
    },
  });
};
