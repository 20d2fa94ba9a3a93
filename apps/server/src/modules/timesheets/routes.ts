import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { adminTimesheetRoutes } from './admin-routes.ts';
import { correctionTimesheetRoutes } from './correction-routes.ts';
import { employerTimesheetRoutes } from './employer-routes.ts';
import { learnerTimesheetRoutes } from './learner-routes.ts';

/** The monthly attendance record's calls, under the prefix of the role that makes each. */
export const timesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  await app.register(learnerTimesheetRoutes, deps);
  await app.register(employerTimesheetRoutes, deps);
  await app.register(correctionTimesheetRoutes, deps);
  await app.register(adminTimesheetRoutes, deps);
};
