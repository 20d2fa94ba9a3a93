import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { adminPlacementRoutes } from './admin-routes.ts';
import { employerPlacementRoutes } from './employer-routes.ts';
import { learnerPlacementRoutes } from './learner-routes.ts';

/** A placement's calls, under the prefix of the role that makes each: /api/Learner, /api/Employer, /api/Admin. */
export const placementRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(learnerPlacementRoutes, deps);
  await app.register(employerPlacementRoutes, deps);
  await app.register(adminPlacementRoutes, deps);
};
