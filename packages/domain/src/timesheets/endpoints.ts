import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.ts';
import { actionSchema, actionWithDataSchema } from '../shared/schemas.ts';
import {
  adminTimesheetPageSchema,
  adminTimesheetsQuerySchema,
  approveTimesheetParamsSchema,
  correctTimesheetBodySchema,
  employerTimesheetsQuerySchema,
  holidayAnswerSchema,
  holidayDateParamsSchema,
  holidaySchema,
  holidaysAnswerSchema,
  holidaysQuerySchema,
  learnerTimesheetQuerySchema,
  returnTimesheetParamsSchema,
  saveTimesheetBodySchema,
  stipendScheduleAnswerSchema,
  stipendScheduleSchema,
  stipendSchedulesAnswerSchema,
  stipendSettingsSchema,
  timesheetIdParamsSchema,
  timesheetSchema,
  timesheetsAnswerSchema,
} from './schemas.ts';

// The monthly attendance record and the stipend it earns (issue 27): the learner fills and submits a
// month, the employer approves or returns it, the office watches, corrects and keeps the calendar and rates.
const learnerTags = ['learner: timesheets'];
const employerTags = ['employer: timesheets'];
const adminTags = ['admin: timesheets'];
const change = [400, 401, 403, 404, 409] as const;

/** The caller's months, newest first. */
export const learnerTimesheetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/Timesheets',
  summary: "The caller's attendance months of their placements, newest first",
  tags: learnerTags,
  bearer: true,
  answer: timesheetsAnswerSchema,
  failures: [401, 403],
});

/** One month of a Placed placement of the caller (created as a Draft on first read). */
export const learnerTimesheetEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Learner/Timesheet',
  summary:
    "One month of the caller's Placed placement, created as a Draft on first read; 409 for a month after the current one or outside the placement",
  tags: learnerTags,
  bearer: true,
  query: learnerTimesheetQuerySchema,
  answer: timesheetSchema,
  failures: change,
});

/** Saves a Draft or Returned month's days and remarks. */
export const saveTimesheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/SaveTimesheet',
  summary:
    "Save a Draft or Returned month's marks and remarks (JSON body); 409 for a submitted or approved month or a day outside the placement",
  tags: learnerTags,
  bearer: true,
  body: saveTimesheetBodySchema,
  answer: actionWithDataSchema(timesheetSchema),
  failures: change,
});

/** Submits a month to the supervisor, from 00:00 Port of Spain of its last working day. */
export const submitTimesheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Learner/SubmitTimesheet',
  summary:
    'Submit a Draft or Returned month to the supervisor, from 00:00 Port of Spain of its last working day (409 before)',
  tags: learnerTags,
  bearer: true,
  body: timesheetIdParamsSchema,
  answer: actionWithDataSchema(timesheetSchema),
  failures: change,
});

/** The months of the caller's placed learners. */
export const employerTimesheetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Employer/Timesheets',
  summary:
    "The attendance months of the caller's learners (Draft ones are the learner's and not listed), newest first; filter by Month and Status",
  tags: employerTags,
  bearer: true,
  query: employerTimesheetsQuerySchema,
  answer: timesheetsAnswerSchema,
  failures: [400, 401, 403],
});

/** Approves one submitted month, or several (`{ timesheetIds }`): all or none. */
export const approveTimesheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ApproveTimesheet',
  summary:
    'Approve a submitted month (TimesheetId) or several (JSON body { timesheetIds }), all or none; fixes the pay cycle',
  tags: employerTags,
  bearer: true,
  body: approveTimesheetParamsSchema,
  answer: actionWithDataSchema(z.array(timesheetSchema)),
  failures: change,
});

/** Returns a submitted month to the learner with a reason. */
export const returnTimesheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Employer/ReturnTimesheet',
  summary: 'Return a submitted month to the learner with a Reason (required); the learner is told',
  tags: employerTags,
  bearer: true,
  body: returnTimesheetParamsSchema,
  answer: actionWithDataSchema(timesheetSchema),
  failures: change,
});

/** Every month across employers, filtered and paged. */
export const adminTimesheetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Timesheets',
  summary:
    'Attendance months across employers, filtered by Month, Status, EmpId, SectorId, OfficerId and Late, one page at a time',
  tags: adminTags,
  bearer: true,
  query: adminTimesheetsQuerySchema,
  answer: adminTimesheetPageSchema,
  failures: [400, 401, 403],
});

/** Corrects an approved month with a reason (audit trail; learner and employer told). */
export const correctTimesheetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/CorrectTimesheet',
  summary:
    "Correct an approved month's days with a reason (required); recorded in the audit trail, the learner and employer told",
  tags: adminTags,
  bearer: true,
  body: correctTimesheetBodySchema,
  answer: actionWithDataSchema(timesheetSchema),
  failures: change,
});

/** The stipend schedules, oldest first. */
export const stipendSchedulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/StipendSchedules',
  summary: "The stipend schedules (each level's monthly rate in cents from a date), oldest first",
  tags: adminTags,
  bearer: true,
  answer: stipendSchedulesAnswerSchema,
  failures: [401, 403],
});

/** Adds a schedule of rates from a date. */
export const addStipendScheduleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/StipendSchedules',
  summary:
    "Add a stipend schedule: the five levels' monthly rates in cents from effectiveFrom; 409 when one starts that day",
  tags: adminTags,
  bearer: true,
  body: stipendScheduleSchema,
  answer: actionWithDataSchema(stipendScheduleAnswerSchema),
  status: 201,
  failures: [400, 401, 403, 409],
});

/** A year's public holidays. */
export const holidaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/Holidays',
  summary: "A year's public holidays by date",
  tags: adminTags,
  bearer: true,
  query: holidaysQuerySchema,
  answer: holidaysAnswerSchema,
  failures: [400, 401, 403],
});

/** Adds a public holiday. */
export const addHolidayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/Holidays',
  summary: 'Add a public holiday (date and name); 409 when the date is one already',
  tags: adminTags,
  bearer: true,
  body: holidaySchema,
  answer: actionWithDataSchema(holidayAnswerSchema),
  status: 201,
  failures: [400, 401, 403, 409],
});

/** Removes a public holiday. */
export const removeHolidayEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/Admin/Holidays/:date',
  summary: 'Remove a public holiday by its date',
  tags: adminTags,
  bearer: true,
  params: holidayDateParamsSchema,
  answer: actionSchema,
  failures: [400, 401, 403, 404],
});

/** The programme's stipend settings. */
export const stipendSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Admin/StipendSettings',
  summary: "The programme's stipend settings: reduceForAbsences",
  tags: adminTags,
  bearer: true,
  answer: stipendSettingsSchema,
  failures: [401, 403],
});

/** Changes the programme's stipend settings. */
export const saveStipendSettingsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Admin/StipendSettings',
  summary:
    'Set whether absences reduce the stipend (reduceForAbsences false: every working day of the placement is credited)',
  tags: adminTags,
  bearer: true,
  body: stipendSettingsSchema,
  answer: actionWithDataSchema(stipendSettingsSchema),
  failures: [400, 401, 403],
});
