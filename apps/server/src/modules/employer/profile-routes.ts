import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { ownerFirst } from '../../lib/owner-first.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import { updateEmployerProfile } from './employer-profile-service.ts';

/** The company profile (spec 2 §7): POST /api/Employer/UpdateEmployerProfile. */
export const profileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.UpdateEmployerProfile),
    onRequest: app.requireRole('employer'),
    preValidation: ownerFirst('empId', assertOwnEmployerKey),
    handler: async (request) => {
      await updateEmployerProfile(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.profileUpdated };
    },
  });
};
