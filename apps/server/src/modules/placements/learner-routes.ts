import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { assertOwnLearnerId } from '../accounts/policy.ts';
import { applyForOjt } from './apply-service.ts';
import { listLearnerApplications, withdrawApplication } from './learner-application-service.ts';

const _bearer = [{ bearer: [] }];
const _tags = ['learner: applications'];

/** The learner's applications (spec 2 §7): apply, My Applications with history, withdraw. */
export const learnerPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('learner');

  app.route({
    ...fromContract(ENDPOINTS.GetAllApplicationsByLearnerId),
    onRequest,
    handler: async (request) => {
      assertOwnLearnerId(request.auth!, request.query.ID, MESSAGES.ownApplicationsOnly);
      return listLearnerApplications(deps.db, request.auth!.id);
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.WithdrawOJTApplication),
    onRequest,
    handler: async (request) => {
      const data = await withdrawApplication(deps, request.auth!, request.body.ID);
      return { success: true as const, message: MESSAGES.applicationWithdrawn, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ApplyForOJT),
    onRequest,
    handler: async (request, reply) => {
      const data = await applyForOjt(deps, request.auth!, request.body);
      return reply
        .code(201)
        .send({ success: true, message: MESSAGES.applicationSubmittedSuccessfully, data });
    },
  });
};
