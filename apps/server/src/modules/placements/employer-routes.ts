import { ENDPOINTS, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import {
  addComment,
  completePlacement,
  listApplications,
  pageApplications,
  scheduleInterview,
  setApplicationOutcome,
} from './employer-application-service.ts';
import { employerOverview } from './employer-overview-service.ts';

const _bearer = [{ bearer: [] }];
const _read = failureResponses(400, 401, 403, 404);
const _change = failureResponses(400, 401, 403, 404, 409);

/** Applications to the employer's openings (spec 2 §7, PRODUCT.md §4): lists, overview, interview, comments, outcome. */
export const employerPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('employer');
  const _tags = ['employer: applications'];

  app.route({
    ...fromContract(ENDPOINTS.GetJobApplications),
    onRequest,
    handler: async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpKey);
      return listApplications(deps, request.auth!, request.query.JobOpeningId);
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.Applications),
    onRequest,
    handler: async (request) => pageApplications(deps, request.auth!, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.Overview),
    onRequest,
    handler: async (request) => employerOverview(deps, request.auth!),
  });

  app.route({
    ...fromContract(ENDPOINTS.ScheduleInterview),
    onRequest,
    handler: async (request) => {
      const data = await scheduleInterview(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.interviewScheduled, data };
    },
  });

  // The spec's client sends AddComment as a GET with a query string; ours posts a body.
  app.route({
    ...fromContract(ENDPOINTS.GetAddComment),
    onRequest,
    handler: async (request) => {
      const data = await addComment(deps, request.auth!, request.query);
      return { success: true as const, message: MESSAGES.commentAdded, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.AddComment),
    onRequest,
    handler: async (request) => {
      const data = await addComment(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.commentAdded, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.SetApplicationOutcome),
    onRequest,
    handler: async (request) => {
      const data = await setApplicationOutcome(deps, request.auth!, request.body);
      const message =
        request.body.Outcome === 'selected' ? MESSAGES.markedSelected : MESSAGES.markedNotSelected;
      return { success: true as const, message, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.CompletePlacement),
    onRequest,
    handler: async (request) => {
      const data = await completePlacement(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.placementCompleted, data };
    },
  });
};
