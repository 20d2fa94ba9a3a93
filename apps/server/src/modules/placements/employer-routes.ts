import {
  addCommentParamsSchema,
  applicationsPageQuerySchema,
  completePlacementParamsSchema,
  employerOverviewSchema,
  failureResponses,
  jobApplicationsQuerySchema,
  MESSAGES,
  placementChangedSchema,
  placementItemSchema,
  placementPageSchema,
  scheduleInterviewParamsSchema,
  setOutcomeParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import {
  addComment,
  completePlacement,
  employerOverview,
  listApplications,
  pageApplications,
  scheduleInterview,
  setApplicationOutcome,
} from './employer-application-service.ts';

const bearer = [{ bearer: [] }];
const read = failureResponses(400, 401, 403, 404);
const change = failureResponses(400, 401, 403, 404, 409);

/** Applications to the employer's openings (spec 2 §7, PRODUCT.md §4): lists, overview, interview, comments, outcome. */
export const employerPlacementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const onRequest = app.requireRole('employer');
  const tags = ['employer: applications'];

  app.get(
    '/api/Employer/GetJobApplications',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Applications to the employer's openings (or one opening), newest first",
        querystring: jobApplicationsQuerySchema,
        response: { 200: z.array(placementItemSchema), ...read },
      },
      onRequest,
    },
    async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpKey);
      return listApplications(deps, request.auth!, request.query.JobOpeningId);
    },
  );

  app.get(
    '/api/Employer/Applications',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One page of applications (all openings or one), newest first',
        querystring: applicationsPageQuerySchema,
        response: { 200: placementPageSchema, ...read },
      },
      onRequest,
    },
    async (request) => pageApplications(deps, request.auth!, request.query),
  );

  app.get(
    '/api/Employer/Overview',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Overview counters and the 5 newest applications',
        response: { 200: employerOverviewSchema, ...failureResponses(401, 403) },
      },
      onRequest,
    },
    async (request) => employerOverview(deps, request.auth!),
  );

  app.post(
    '/api/Employer/ScheduleInterview',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Schedule or move an interview; mails the learner an .ics invitation',
        body: scheduleInterviewParamsSchema,
        response: { 200: placementChangedSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      const data = await scheduleInterview(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.interviewScheduled, data };
    },
  );

  const comment = {
    schema: {
      tags,
      security: bearer,
      summary: "Append a comment, stamped with the time and the company's name",
      response: { 200: placementChangedSchema, ...change },
    },
    onRequest,
  };
  app.get(
    '/api/Employer/AddComment',
    { ...comment, schema: { ...comment.schema, querystring: addCommentParamsSchema } },
    async (request) => {
      const data = await addComment(deps, request.auth!, request.query);
      return { success: true as const, message: MESSAGES.commentAdded, data };
    },
  );
  app.post(
    '/api/Employer/AddComment',
    { ...comment, schema: { ...comment.schema, body: addCommentParamsSchema } },
    async (request) => {
      const data = await addComment(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.commentAdded, data };
    },
  );

  app.post(
    '/api/Employer/SetApplicationOutcome',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Mark an applicant Selected or Not selected; mails the learner',
        body: setOutcomeParamsSchema,
        response: { 200: placementChangedSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      const data = await setApplicationOutcome(deps, request.auth!, request.body);
      const message =
        request.body.Outcome === 'selected' ? MESSAGES.markedSelected : MESSAGES.markedNotSelected;
      return { success: true as const, message, data };
    },
  );

  app.post(
    '/api/Employer/CompletePlacement',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Mark a Placed learner Completed with an evaluation; mails the learner',
        body: completePlacementParamsSchema,
        response: { 200: placementChangedSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      const data = await completePlacement(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.placementCompleted, data };
    },
  );
};
