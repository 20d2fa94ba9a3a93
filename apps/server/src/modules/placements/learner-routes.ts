import {
  applicationWithdrawnSchema,
  applyForOjtParamsSchema,
  failureResponses,
  learnerApplicationItemSchema,
  learnerApplicationsQuerySchema,
  MESSAGES,
  placementChangedSchema,
  withdrawApplicationParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { assertOwnLearnerId } from '../accounts/policy.ts';
import { applyForOjt } from './apply-service.ts';
import { listLearnerApplications, withdrawApplication } from './learner-application-service.ts';

const bearer = [{ bearer: [] }];
const tags = ['learner: applications'];

/** The learner's applications (spec 2 §7): apply, My Applications with history, withdraw. */
export const learnerPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('learner');

  app.get(
    '/api/Learner/GetAllApplicationsByLearnerId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's applications, newest first, each with its employer and status history",
        querystring: learnerApplicationsQuerySchema,
        response: { 200: z.array(learnerApplicationItemSchema), ...failureResponses(400, 401, 403) },
      },
      onRequest,
    },
    async (request) => {
      assertOwnLearnerId(request.auth!, request.query.ID, MESSAGES.ownApplicationsOnly);
      return listLearnerApplications(deps.db, request.auth!.id);
    },
  );

  app.post(
    '/api/Learner/WithdrawOJTApplication',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Withdraw an application (ID: the placement) while Applied with no interview; mails the employer',
        body: withdrawApplicationParamsSchema,
        response: { 200: applicationWithdrawnSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest,
    },
    async (request) => {
      const data = await withdrawApplication(deps, request.auth!, request.body.ID);
      return { success: true as const, message: MESSAGES.applicationWithdrawn, data };
    },
  );

  app.post(
    '/api/Learner/ApplyForOJT',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Apply for a job opening with a placement type (1-5)',
        body: applyForOjtParamsSchema,
        response: { 201: placementChangedSchema, ...failureResponses(400, 401, 403, 404, 409) },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await applyForOjt(deps, request.auth!, request.body);
      return reply
        .code(201)
        .send({ success: true, message: MESSAGES.applicationSubmittedSuccessfully, data });
    },
  );
};
