import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { adminReviews, reviewSummary, scheduleReview, signOffReview } from './admin-review-service.ts';
import { placementReviews, saveEmployerPart, saveLearnerPart } from './party-review-service.ts';

/** The progress reviews' calls (issue 29), under the prefix of the role that makes each. */
export const reviewRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const admin = app.requireRole('admin');
  const learner = app.requireRole('learner');
  const employer = app.requireRole('employer');

  app.route({
    ...fromContract(ENDPOINTS.AdminReviews),
    onRequest: admin,
    handler: async (request) => adminReviews(deps, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.ReviewSummary),
    onRequest: admin,
    handler: async () => reviewSummary(deps),
  });

  app.route({
    ...fromContract(ENDPOINTS.ScheduleReview),
    onRequest: admin,
    handler: async (request) => {
      const { review, held } = await scheduleReview(deps, request.auth!, request.body);
      const message = held ? MESSAGES.reviewHeldRecorded : MESSAGES.reviewScheduled;
      return { success: true as const, message, data: review };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.SignOffReview),
    onRequest: admin,
    handler: async (request) => {
      const data = await signOffReview(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.reviewSignedOffDone, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.LearnerReviews),
    onRequest: learner,
    handler: async (request) => placementReviews(deps, request.auth!, request.query.PlacementId),
  });

  app.route({
    ...fromContract(ENDPOINTS.LearnerReviewInput),
    onRequest: learner,
    handler: async (request) => {
      const data = await saveLearnerPart(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.reviewInputSaved, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.EmployerReviews),
    onRequest: employer,
    handler: async (request) => placementReviews(deps, request.auth!, request.query.PlacementId),
  });

  app.route({
    ...fromContract(ENDPOINTS.EmployerReviewInput),
    onRequest: employer,
    handler: async (request) => {
      const data = await saveEmployerPart(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.reviewInputSaved, data };
    },
  });
};
