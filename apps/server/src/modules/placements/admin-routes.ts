import { ENDPOINTS, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { pagePlacements, placeLearner, placementDetail } from './admin-placement-service.ts';

const _security = [{ bearer: [] }];
const _tags = ['admin: placements'];
const _change = failureResponses(400, 401, 403, 404, 409);

/** The admin's placement calls: placing a Selected learner, one placement, the list. */
export const adminPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.route({
    ...fromContract(ENDPOINTS.PlaceLearner),
    onRequest,
    handler: async (request) => {
      const data = await placeLearner(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.learnerPlaced, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.GetPlacementById),
    onRequest,
    handler: async (request) => placementDetail(deps, request.params.id),
  });
  app.route({
    ...fromContract(ENDPOINTS.Placements),
    onRequest,
    handler: async (request) => pagePlacements(deps, request.query),
  });
};
