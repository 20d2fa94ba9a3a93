import { actionSchema, employerProfileBodySchema, failureResponses, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ownerFirst } from '../../lib/owner-first.ts';
import { assertOwnEmployerKey } from '../accounts/policy.ts';
import { updateEmployerProfile } from './employer-profile-service.ts';

/** The company profile (spec 2 §7): POST /api/Employer/UpdateEmployerProfile. */
export const profileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.post(
    '/api/Employer/UpdateEmployerProfile',
    {
      schema: {
        tags: ['employer: profile'],
        security: [{ bearer: [] }],
        summary: "Update the caller's company profile (not its Employer ID or approval)",
        body: employerProfileBodySchema,
        response: { 200: actionSchema, ...failureResponses(400, 401, 403) },
      },
      onRequest: app.requireRole('employer'),
      preValidation: ownerFirst('empId', assertOwnEmployerKey),
    },
    async (request) => {
      await updateEmployerProfile(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.profileUpdated };
    },
  );
};
