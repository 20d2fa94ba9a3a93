import {
  actionSchema,
  actionWithDataSchema,
  addOfficerParamsSchema,
  adminPlacementPageSchema,
  adminPlacementsQuerySchema,
  failureResponses,
  MESSAGES,
  officerSchema,
  officersAnswerSchema,
  placeLearnerAnswerSchema,
  placeLearnerParamsSchema,
  placementDetailSchema,
  recordIdField,
  removeOfficerParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOfficer,
  officers,
  pagePlacements,
  placeLearner,
  placementDetail,
  removeOfficer,
} from './placement-service.ts';

const security = [{ bearer: [] }];
const tags = ['admin: placements'];
const change = failureResponses(400, 401, 403, 404, 409);

/** The admin's placement calls (issue 10): officers, placing a Selected learner, one placement, the list. */
export const placementRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.get(
    '/api/Admin/Officers',
    {
      schema: {
        tags,
        security,
        summary: 'The active officers, by role then name',
        response: { 200: officersAnswerSchema, ...failureResponses(401, 403) },
      },
      onRequest,
    },
    async () => officers(app.db),
  );
  app.post(
    '/api/Admin/AddOfficer',
    {
      schema: {
        tags,
        security,
        summary: 'Add an officer (Role: placement, pme or assistant); 409 when the name is taken',
        body: addOfficerParamsSchema,
        response: { 200: actionWithDataSchema(officerSchema), ...failureResponses(400, 401, 403, 409) },
      },
      onRequest,
    },
    async (request) => {
      const data = await addOfficer(app.db, request.body);
      return { success: true as const, message: MESSAGES.officerAdded, data };
    },
  );
  app.post(
    '/api/Admin/RemoveOfficer',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an officer from the list (kept, inactive, on past placements)',
        body: removeOfficerParamsSchema,
        response: { 200: actionSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      await removeOfficer(app.db, request.body.OfficerId);
      return { success: true as const, message: MESSAGES.officerRemoved };
    },
  );

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
      const data = await placeLearner(app.db, request.auth!, request.body, publicUrl);
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
    async (request) => placementDetail(app.db, request.params.id),
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
    async (request) => pagePlacements(app.db, request.query),
  );
};
