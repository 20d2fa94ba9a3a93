import {
  actionSchema,
  addJobPositionBodySchema,
  closeJobPositionParamsSchema,
  failureResponses,
  JOB_POSITION_STATUS,
  jobOpenedSchema,
  jobPositionItemSchema,
  jobPositionSavedSchema,
  jobPositionsQuerySchema,
  jobStatusToggledSchema,
  MESSAGES,
  openJobItemSchema,
  openJobPositionParamsSchema,
  openJobsQuerySchema,
  toggleJobStatusParamsSchema,
  updateJobPositionBodySchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import {
  addJobPosition,
  closeJobPosition,
  listJobPositions,
  listOpenJobs,
  openJobPosition,
  toggleJobStatus,
  updateJobPosition,
} from './job-service.ts';

const bearer = [{ bearer: [] }];
const read = failureResponses(400, 401, 403);
const change = failureResponses(400, 401, 403, 404, 409);

/** Job positions and their openings (spec 2 §7): add, edit, list, enable/disable, publish, unpublish. */
export const jobRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an employer session gets 401/403 before its input is read.
  const onRequest = app.requireRole('employer');
  const tags = ['employer: job positions'];

  app.post(
    '/api/Employer/AddJobPosition',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Add a job position with its requirements',
        body: addJobPositionBodySchema,
        response: { 201: jobPositionSavedSchema, ...read },
      },
      onRequest,
    },
    async (request, reply) => {
      const { empId, EmpId, jobPositionId: _new, ...form } = request.body;
      assertOwnEmployerKey(request.auth!, empId, EmpId);
      const data = await addJobPosition(deps, request.auth!, form);
      return reply.code(201).send({ success: true, message: MESSAGES.jobPositionAdded, data });
    },
  );

  app.post(
    '/api/Employer/UpdateJobPosition',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a job position (an Inactive one stays Inactive); requirements are replaced',
        body: updateJobPositionBodySchema,
        response: { 200: jobPositionSavedSchema, ...failureResponses(400, 401, 403, 404) },
      },
      onRequest,
    },
    async (request) => {
      const { empId, EmpId, jobPositionId, ...form } = request.body;
      assertOwnEmployerKey(request.auth!, empId, EmpId);
      const data = await updateJobPosition(deps, request.auth!, jobPositionId, form);
      return { success: true as const, message: MESSAGES.jobPositionUpdated, data };
    },
  );

  app.get(
    '/api/Employer/GetALLJobPositionByEmployerId',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The employer's job positions with requirements and openings, newest first",
        querystring: jobPositionsQuerySchema,
        response: { 200: z.array(jobPositionItemSchema), ...read },
      },
      onRequest,
    },
    async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpId);
      return listJobPositions(deps, request.auth!.id);
    },
  );

  app.post(
    '/api/Employer/ToggleEmpJobStatus',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Flip a job position between Active and Inactive; answers the new status',
        body: toggleJobStatusParamsSchema,
        response: { 200: jobStatusToggledSchema, ...failureResponses(400, 401, 403, 404) },
      },
      onRequest,
    },
    async (request) => {
      const status = await toggleJobStatus(deps, request.auth!, request.body.jobPositionId);
      const message =
        status === JOB_POSITION_STATUS.ACTIVE ? MESSAGES.jobStatusEnabled : MESSAGES.jobStatusDisabled;
      return { success: true as const, message, data: { empjobpositionstatus: status } };
    },
  );

  app.post(
    '/api/Employer/OpenJobPosition',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Publish a job position: open it for applications between two Port of Spain date-times',
        body: openJobPositionParamsSchema,
        response: { 201: jobOpenedSchema, ...change },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await openJobPosition(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true, message: MESSAGES.jobPublished, data });
    },
  );

  app.post(
    '/api/Employer/CloseJobPosition',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Unpublish: close a job opening (its applications keep their history)',
        body: closeJobPositionParamsSchema,
        response: { 200: actionSchema, ...change },
      },
      onRequest,
    },
    async (request) => {
      await closeJobPosition(deps, request.auth!, request.body.JobOpeningId);
      return { success: true as const, message: MESSAGES.jobUnpublished };
    },
  );

  app.get(
    '/api/Employer/GetOpenJobs',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The employer's open jobs: one item per active, unclosed opening; Sectors filters",
        querystring: openJobsQuerySchema,
        response: { 200: z.array(openJobItemSchema), ...read },
      },
      onRequest,
    },
    async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpKey);
      return listOpenJobs(deps, request.auth!.id, request.query.Sectors);
    },
  );
};
