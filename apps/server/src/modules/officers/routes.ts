import {
  actionSchema,
  actionWithDataSchema,
  addOfficerParamsSchema,
  failureResponses,
  MESSAGES,
  officerSchema,
  officersAnswerSchema,
  removeOfficerParamsSchema,
} from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { addOfficer, officers, removeOfficer } from './officer-service.ts';

const security = [{ bearer: [] }];
const tags = ['admin: placements'];
const change = failureResponses(400, 401, 403, 404, 409);

/** The officers a placement names: the list, adding one, removing one. Admins only. */
export const officerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
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
    async () => officers(deps),
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
      const data = await addOfficer(deps, request.body);
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
      await removeOfficer(deps, request.body.OfficerId);
      return { success: true as const, message: MESSAGES.officerRemoved };
    },
  );
};
