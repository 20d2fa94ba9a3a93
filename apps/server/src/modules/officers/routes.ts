import { ENDPOINTS, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { addOfficer, officers, removeOfficer } from './officer-service.ts';

const _security = [{ bearer: [] }];
const _tags = ['admin: placements'];
const _change = failureResponses(400, 401, 403, 404, 409);

/** The officers a placement names: the list, adding one, removing one. Admins only. */
export const officerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.route({
    ...fromContract(ENDPOINTS.Officers),
    onRequest,
    handler: async () => officers(deps),
  });
  app.route({
    ...fromContract(ENDPOINTS.AddOfficer),
    onRequest,
    handler: async (request) => {
      const data = await addOfficer(deps, request.body);
      return { success: true as const, message: MESSAGES.officerAdded, data };
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.RemoveOfficer),
    onRequest,
    handler: async (request) => {
      await removeOfficer(deps, request.body.OfficerId);
      return { success: true as const, message: MESSAGES.officerRemoved };
    },
  });
};
