import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import {
  learnerTimesheet,
  learnerTimesheets,
  saveTimesheet,
  submitTimesheet,
} from './learner-timesheet-service.ts';

/** The learner's months (issue 27): the list, one month (a Draft on first read), save and submit. */
export const learnerTimesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('learner');

  app.route({
    ...fromContract(ENDPOINTS.LearnerTimesheets),
    onRequest,
    handler: async (request) => learnerTimesheets(deps, request.auth!),
  });

  app.route({
    ...fromContract(ENDPOINTS.Timesheet),
    onRequest,
    handler: async (request) =>
      learnerTimesheet(deps, request.auth!, request.query.PlacementId, request.query.Month),
  });

  app.route({
    ...fromContract(ENDPOINTS.SaveTimesheet),
    onRequest,
    handler: async (request) => {
      const data = await saveTimesheet(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.timesheetSaved, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.SubmitTimesheet),
    onRequest,
    handler: async (request) => {
      const data = await submitTimesheet(deps, request.auth!, request.body.TimesheetId);
      return { success: true as const, message: MESSAGES.timesheetSubmitted, data };
    },
  });
};
