import {
  adminPlacementPageSchema,
  adminPlacementsQuerySchema,
  failureResponses,
  MESSAGES,
  placeLearnerAnswerSchema,
  placeLearnerParamsSchema,
  placementDetailSchema,
  recordIdField,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { pagePlacements, placeLearner, placementDetail } from './admin-placement-service.ts';

const security = [{ bearer: [] }];
const tags = ['admin: placements'];
const change = failureResponses(400, 401, 403, 404, 409);

/** The admin's placement calls: placing a Selected learner, one placement, the list. */
export const adminPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.post(
    '/api/Admin/PlaceLearner',
    {
      schema: {
        tags,
        security,
        summary: 'Place a Selected learner: dates, officers (ids); mails the learner and the employer',
        body: placeLearnerParamsSchema,
        response: { 200: placeLearnerAnswerSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      const data = await placeLearner(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.learnerPlaced, data };
    },
  );
  app.get(
    '/api/Admin/GetPlacementById/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One placement with its officers, monthly stipend and status history',
        params: z.strictObject({ id: recordIdField('id') }),
        response: { 200: placementDetailSchema, ...failureResponses(400, 401, 403, 404) },
      },
      onRequest,
    },
    async (request) => placementDetail(deps, request.params.id),
  );
  app.get(
    '/api/Admin/Placements',
    {
      schema: {
        tags,
        security,
        summary: 'Placements across employers: search, status, sector, employer and date filters, paging',
        querystring: adminPlacementsQuerySchema,
        response: { 200: adminPlacementPageSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest,
    },
    async (request) => pagePlacements(deps, request.query),
  );
};
