import { ENDPOINTS, failureResponses, JOB_POSITION_STATUS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
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

const _bearer = [{ bearer: [] }];
const _read = failureResponses(400, 401, 403);
const _change = failureResponses(400, 401, 403, 404, 409);

/** Job positions and their openings (spec 2 §7): add, edit, list, enable/disable, publish, unpublish. */
export const jobRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an employer session gets 401/403 before its input is read.
  const onRequest = app.requireRole('employer');
  const _tags = ['employer: job positions'];

  app.route({
    ...fromContract(ENDPOINTS.AddJobPosition),
    onRequest,
    handler: async (request, reply) => {
      const { empId, EmpId, jobPositionId: _new, ...form } = request.body;
      assertOwnEmployerKey(request.auth!, empId, EmpId);
      const data = await addJobPosition(deps, request.auth!, form);
      return reply.code(201).send({ success: true, message: MESSAGES.jobPositionAdded, data });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.UpdateJobPosition),
    onRequest,
    handler: async (request) => {
      const { empId, EmpId, jobPositionId, ...form } = request.body;
      assertOwnEmployerKey(request.auth!, empId, EmpId);
      const data = await updateJobPosition(deps, request.auth!, jobPositionId, form);
      return { success: true as const, message: MESSAGES.jobPositionUpdated, data };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.GetALLJobPositionByEmployerId),
    onRequest,
    handler: async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpId);
      return listJobPositions(deps, request.auth!.id);
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.ToggleEmpJobStatus),
    onRequest,
    handler: async (request) => {
      const status = await toggleJobStatus(deps, request.auth!, request.body.jobPositionId);
      const message =
        status === JOB_POSITION_STATUS.ACTIVE ? MESSAGES.jobStatusEnabled : MESSAGES.jobStatusDisabled;
      return { success: true as const, message, data: { empjobpositionstatus: status } };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.OpenJobPosition),
    onRequest,
    handler: async (request, reply) => {
      const data = await openJobPosition(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true, message: MESSAGES.jobPublished, data });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.CloseJobPosition),
    onRequest,
    handler: async (request) => {
      await closeJobPosition(deps, request.auth!, request.body.JobOpeningId);
      return { success: true as const, message: MESSAGES.jobUnpublished };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.EmployerGetOpenJobs),
    onRequest,
    handler: async (request) => {
      assertOwnEmployerKey(request.auth!, request.query.EmpKey);
      return listOpenJobs(deps, request.auth!.id, request.query.Sectors);
    },
  });
};
