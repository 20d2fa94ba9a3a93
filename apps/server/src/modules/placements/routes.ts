import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlacementRoutes } from './admin-routes.ts';
import { employerPlacementRoutes } from './employer-routes.ts';
import { learnerPlacementRoutes } from './learner-routes.ts';

/** A placement's calls, under the prefix of the role that makes each: /api/Learner, /api/Employer, /api/Admin. */
export const placementRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(learnerPlacementRoutes, { publicUrl });
  await app.register(employerPlacementRoutes, { publicUrl });
  await app.register(adminPlacementRoutes, { publicUrl });
};
