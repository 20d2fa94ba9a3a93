import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { profileRoutes } from './profile-routes.ts';

/** The employer's own company profile (issue 7); its positions are in openings/, its applications in placements/. */
export const employerRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(profileRoutes, deps);
};
