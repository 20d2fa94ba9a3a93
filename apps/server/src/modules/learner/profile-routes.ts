import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { ownerFirst } from '../../lib/owner-first.ts';
import { assertOwnLearnerId } from '../accounts/policy.ts';
import { updateLearnerProfile } from './learner-profile-service.ts';

/** The learner's Edit Profile (spec 2 §7). GetLearnerById (admin module) reads the profile with its lists. */
export const learnerProfileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.route({
    ...fromContract(ENDPOINTS.UpdateLearnerProfile),
    onRequest: app.requireRole('learner'),
    preValidation: ownerFirst('learnerID', (auth, id) =>
      assertOwnLearnerId(auth, id, MESSAGES.ownProfileOnly),
    ),
    handler: async (request) => {
      assertOwnLearnerId(request.auth!, request.body.learnerID, MESSAGES.ownProfileOnly);
      await updateLearnerProfile(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.profileUpdated };
    },
  });
};
