import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { placementBreaks, recordBreak } from './break-service.ts';
import { endEarly, exitSurveysDue, saveExitSurvey } from './exit-service.ts';
import { transferOptions, transferPlacement } from './transfer-service.ts';

/** The changes of circumstance (issue 29): breaks, transfers, early exits and the exit survey. */
export const changesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const admin = app.requireRole('admin');

  app.route({
    ...fromContract(ENDPOINTS.RecordBreak),
    onRequest: admin,
    handler: async (request) => {
      const data = await recordBreak(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.breakRecorded, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.Breaks),
    onRequest: admin,
    handler: async (request) => placementBreaks(deps, request.query.PlacementId),
  });
  app.route({
    ...fromContract(ENDPOINTS.TransferPlacement),
    onRequest: admin,
    handler: async (request) => {
      const data = await transferPlacement(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.placementTransferred, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.TransferOptions),
    onRequest: admin,
    handler: async (request) => transferOptions(deps, request.query.PlacementId),
  });
  app.route({
    ...fromContract(ENDPOINTS.EndEarly),
    onRequest: app.requireRole('admin', 'employer', 'learner'),
    handler: async (request) => {
      await endEarly(deps, request.auth!, request.params.id, request.body);
      return { success: true as const, message: MESSAGES.placementEndedEarly };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.ExitSurvey),
    onRequest: app.requireRole('learner'),
    handler: async (request) => {
      await saveExitSurvey(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.exitSurveySaved };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.ExitSurveysDue),
    onRequest: app.requireRole('learner'),
    handler: async (request) => ({ placementIds: await exitSurveysDue(deps, request.auth!) }),
  });
};
