import { ENDPOINTS, MESSAGES } from '@ojt/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { fromContract } from '../../lib/contract-route.ts';
import { pageAdminTimesheets } from './admin-timesheet-service.ts';
import {
  addHoliday,
  addStipendSchedule,
  changeStipendSettings,
  currentStipendSettings,
  listStipendSchedules,
  removeHoliday,
  yearHolidays,
} from './calendar-service.ts';

/**
 * The programme office's timesheet calls: the Timesheets view across employers, and the calendar and
 * rates the months are worked out with (holidays, stipend schedules, stipend settings). Admins only.
 */
export const adminTimesheetRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // onRequest: a caller without an admin session gets 401/403 before its input is read.
  const onRequest = app.requireRole('admin');

  app.route({
    ...fromContract(ENDPOINTS.AdminTimesheets),
    onRequest,
    handler: async (request) => pageAdminTimesheets(deps, request.query),
  });

  app.route({
    ...fromContract(ENDPOINTS.Holidays),
    onRequest,
    handler: async (request) => yearHolidays(deps, request.query.Year),
  });
  app.route({
    ...fromContract(ENDPOINTS.AddHoliday),
    onRequest,
    handler: async (request, reply) => {
      const data = await addHoliday(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true as const, message: MESSAGES.holidayAdded, data });
    },
  });
  app.route({
    ...fromContract(ENDPOINTS.RemoveHoliday),
    onRequest,
    handler: async (request) => {
      await removeHoliday(deps, request.auth!, request.params.date);
      return { success: true as const, message: MESSAGES.holidayRemoved };
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.StipendSchedules),
    onRequest,
    handler: async () => listStipendSchedules(deps),
  });
  app.route({
    ...fromContract(ENDPOINTS.AddStipendSchedule),
    onRequest,
    handler: async (request, reply) => {
      const data = await addStipendSchedule(deps, request.auth!, request.body);
      return reply.code(201).send({ success: true as const, message: MESSAGES.stipendScheduleAdded, data });
    },
  });

  app.route({
    ...fromContract(ENDPOINTS.StipendSettings),
    onRequest,
    handler: async () => currentStipendSettings(deps),
  });
  app.route({
    ...fromContract(ENDPOINTS.SaveStipendSettings),
    onRequest,
    handler: async (request) => {
      const data = await changeStipendSettings(deps, request.auth!, request.body);
      return { success: true as const, message: MESSAGES.stipendSettingsSaved, data };
    },
  });
};
