import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { learnerBrowseRoutes } from './browse-routes.ts';
import { jobRoutes } from './job-routes.ts';

/** Positions and openings: the employer's calls (/api/Employer) and the learner's browsing (/api/Learner). */
export const openingRoutes: FastifyPluginAsyncZod<{ cacheMs: number }> = async (app, { cacheMs }) => {
  await app.register(jobRoutes);
  await app.register(learnerBrowseRoutes, { cacheMs });
};
