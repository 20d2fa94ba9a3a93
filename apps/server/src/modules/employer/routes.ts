import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationRoutes } from './application-routes.ts';
import { jobRoutes } from './job-routes.ts';
import { profileRoutes } from './profile-routes.ts';

/** The employer dashboard's calls (issue 7): job positions, openings, applications and the company profile. */
export const employerRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(jobRoutes);
  await app.register(applicationRoutes, { publicUrl });
  await app.register(profileRoutes);
};
