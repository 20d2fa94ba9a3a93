import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { approveTimesheets, employerTimesheets, returnTimesheet } from './employer-timesheet-service.ts';

/** The employer's months of its learners (issue 27): the list, approve one or several, return one. */
export const employerTimesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('employer');

  app.route({
    ...fromContract(ENDPOINTS.EmployerTimesheets),
    onRequest,
    handler: async (request) => employerTimesheets(deps, request.auth!, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.ApproveTimesheet),
    onRequest,
    handler: async (request) => {
      const data = await approveTimesheets(deps, request.auth!, request.body);
      const message = data.length === 1 ? MESSAGES.timesheetApproved : MESSAGES.timesheetsApproved;
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ReturnTimesheet),
    onRequest,
    handler: async (request) => {
      const data = await returnTimesheet(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.timesheetReturned, data };
    },
  });
};
