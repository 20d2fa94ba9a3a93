import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { learnerBrowseRoutes } from './browse-routes.ts';
import { jobRoutes } from './job-routes.ts';

/** Positions and openings: the employer's calls (/api/Employer) and the learner's browsing (/api/Learner). */
export const openingRoutes: FastifyPluginAsyncZod<Deps & { cacheMs: number }> = async (app, deps) => {
  await app.register(jobRoutes, deps);
  await app.register(learnerBrowseRoutes, deps);
};
