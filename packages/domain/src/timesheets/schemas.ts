import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import {
  accountKeyField,
  isoDateField,
  optionalRecordIdField,
  recordIdField,
} from '../shared/record-fields.ts';
import { pageSchema } from '../shared/schemas.ts';
import { invalidOptionMessage, invalidValueMessage } from '../shared/texts.ts';
import { isMonth, TIMESHEET_STATUS } from './rules.ts';
import { LEAVE_REASONS, STIPEND_LEVELS, TIMESHEET_MARKS } from './rules-stipend.ts';
import { TIMESHEET_MESSAGES } from './texts.ts';

/**
 * Requests and answers of the monthly attendance calls (issue 27). Parameters named in Title Case
 * may come in the query string or the JSON body; saves send JSON. Months are `YYYY-MM`, dates
 * `YYYY-MM-DD`, money integer cents, instants ISO 8601.
 */

/** Longest remarks of a month, and of a return or correction reason. */
export const TIMESHEET_REMARKS_MAX = 1000;
/** Longest holiday name. */
export const HOLIDAY_NAME_MAX = 100;

/** A month `YYYY-MM`, named as the API names the parameter. */
export function monthField(name: string, required = true) {
  return textField(name, {
    required,
    max: 7,
    tooLongMessage: TIMESHEET_MESSAGES.monthInvalid,
    problem: (value) => (isMonth(value) ? undefined : TIMESHEET_MESSAGES.monthInvalid),
  });
}

/** One day of a month's record; a day with a Leave mark needs its reason, others have none. */
export const timesheetDaySchema = z
  .object({
    date: isoDateField('date'),
    am: z.enum(TIMESHEET_MARKS, { error: invalidOptionMessage('am') }).nullable(),
    pm: z.enum(TIMESHEET_MARKS, { error: invalidOptionMessage('pm') }).nullable(),
    leaveReason: z.enum(LEAVE_REASONS, { error: invalidOptionMessage('leaveReason') }).nullable(),
  })
  .superRefine((day, ctx) => {
    const onLeave = day.am === 'L' || day.pm === 'L';
    if (onLeave && !day.leaveReason)
      ctx.addIssue({
        code: 'custom',
        message: TIMESHEET_MESSAGES.leaveReasonRequired,
        path: ['leaveReason'],
      });
    if (!onLeave && day.leaveReason)
      ctx.addIssue({
        code: 'custom',
        message: TIMESHEET_MESSAGES.leaveReasonWithoutLeave,
        path: ['leaveReason'],
      });
  });

/** The days of a record: each date once. Whether they fall in the month is checked with the month. */
const timesheetDaysSchema = z
  .array(timesheetDaySchema, { error: invalidValueMessage('days') })
  .max(31, invalidValueMessage('days'))
  .refine(
    (days) => new Set(days.map((d) => d.date)).size === days.length,
    TIMESHEET_MESSAGES.timesheetDayRepeated,
  );

/**
 * One day of a month as the answers give it: the request's day schema checks and normalises (a
 * transform, which an answer's serialiser cannot run backwards), an answer only describes.
 */
export const timesheetDayAnswerSchema = z.object({
  date: z.string(),
  am: z.enum(TIMESHEET_MARKS).nullable(),
  pm: z.enum(TIMESHEET_MARKS).nullable(),
  leaveReason: z.enum(LEAVE_REASONS).nullable(),
});

/** A month's record as every call answers it. */
export const timesheetSchema = z.object({
  timesheetId: z.number(),
  placementId: z.number(),
  learnerId: z.string(),
  empId: z.string(),
  month: z.string(),
  status: z.enum(TIMESHEET_STATUS),
  days: z.array(timesheetDayAnswerSchema),
  remarks: z.string(),
  /** The month's working days (the divisor), not only the placement's. */
  workingDays: z.number(),
  daysCredited: z.number(),
  level: z.number(),
  rateCents: z.number().int(),
  amountCents: z.number().int(),
  /** '3,488.57 TTD'. */
  amountText: z.string(),
  /** '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD'. */
  explanation: z.string(),
  payCycle: z.union([z.literal(1), z.literal(2)]).nullable(),
  submittedAt: z.iso.datetime().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  returnedReason: z.string().nullable(),
  /**
   * The placement's working dates in the month (weekdays less holidays, within its start and end
   * dates), oldest first: the rows the learner marks. Only the server knows the holidays.
   */
  workingDates: z.array(z.string()).optional(),
  /** The working days of the month in a break in training (issue 29): shown as "Break", no mark needed. */
  breakDates: z.array(z.string()).optional(),
  /** When the month may be submitted: 00:00 Port of Spain of the month's last working day. */
  submitOpensAt: z.iso.datetime().optional(),
  /** The learner's name, in the employer's list (its learners are people, not usernames). */
  learnerName: z.string().optional(),
});
/** A month's record. */
export type Timesheet = z.output<typeof timesheetSchema>;

/** GET /api/Learner/Timesheets, GET /api/Employer/Timesheets: months, newest first. */
export const timesheetsAnswerSchema = z.array(timesheetSchema);

/** GET /api/Learner/Timesheet ?PlacementId&Month (created as a Draft on first read). */
export const learnerTimesheetQuerySchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Month: monthField('Month'),
});

/** POST /api/Learner/SaveTimesheet `{ placementId, month, days, remarks }`: every day is of the month. */
export const saveTimesheetBodySchema = z
  .strictObject({
    placementId: recordIdField('placementId'),
    month: monthField('month'),
    days: timesheetDaysSchema,
    remarks: textField('remarks', { max: TIMESHEET_REMARKS_MAX, multiline: true }),
  })
  .superRefine((body, ctx) => {
    if (body.days.some((day) => !day.date.startsWith(`${body.month}-`)))
      ctx.addIssue({ code: 'custom', message: TIMESHEET_MESSAGES.timesheetDayOutsideMonth, path: ['days'] });
  });
/** SaveTimesheet's body. */
export type SaveTimesheetBody = z.output<typeof saveTimesheetBodySchema>;

/** POST /api/Learner/SubmitTimesheet ?TimesheetId. */
export const timesheetIdParamsSchema = z.strictObject({ TimesheetId: recordIdField('TimesheetId') });

/** GET /api/Employer/Timesheets ?Month&Status (both optional). */
export const employerTimesheetsQuerySchema = z.strictObject({
  Month: monthField('Month', false),
  Status: z.enum(TIMESHEET_STATUS, { error: invalidOptionMessage('Status') }).optional(),
});

/**
 * POST /api/Employer/ApproveTimesheet ?TimesheetId, or `{ timesheetIds: [...] }` for several: answers
 * the ids to approve, each once.
 */
export const approveTimesheetParamsSchema = z
  .strictObject({
    TimesheetId: optionalRecordIdField('TimesheetId'),
    timesheetIds: z
      .array(recordIdField('timesheetIds'))
      .max(500, invalidValueMessage('timesheetIds'))
      .optional(),
  })
  .transform((values) => [
    ...new Set([...(values.TimesheetId ? [values.TimesheetId] : []), ...(values.timesheetIds ?? [])]),
  ])
  .refine((ids) => ids.length > 0, TIMESHEET_MESSAGES.approveWhichMonths);

/** POST /api/Employer/ReturnTimesheet ?TimesheetId&Reason (required: 400 without). */
export const returnTimesheetParamsSchema = z.strictObject({
  TimesheetId: recordIdField('TimesheetId'),
  Reason: textField('Reason', {
    required: true,
    max: TIMESHEET_REMARKS_MAX,
    multiline: true,
    requiredMessage: TIMESHEET_MESSAGES.returnReasonRequired,
  }),
});

/** GET /api/Admin/Timesheets ?Month&Status&EmpId&SectorId&OfficerId&Late&Page&PageSize. */
export const adminTimesheetsQuerySchema = z.strictObject({
  Month: monthField('Month', false),
  Status: z.enum(TIMESHEET_STATUS, { error: invalidOptionMessage('Status') }).optional(),
  EmpId: accountKeyField('EmpId'),
  SectorId: optionalRecordIdField('SectorId'),
  OfficerId: optionalRecordIdField('OfficerId'),
  Late: z
    .enum(['true', '1', 'false', '0'], { error: invalidValueMessage('Late') })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  Page: z.coerce.number({ error: 'Page is not valid' }).int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number({ error: 'PageSize is not valid' }).int().min(1).max(100).default(20),
});
/** The admin's Timesheets query. */
export type AdminTimesheetsQuery = z.output<typeof adminTimesheetsQuerySchema>;

/** One row of the admin's Timesheets view: the month with its learner, employer and lateness. */
export const adminTimesheetRowSchema = timesheetSchema.extend({
  learnerName: z.string(),
  employerName: z.string(),
  sector: z.number(),
  officer: z.string().nullable(),
  /** Not approved when its cut-off passed (or approved after it: pay cycle 2). */
  late: z.boolean(),
});
/** GET /api/Admin/Timesheets: one page of months. */
export const adminTimesheetPageSchema = pageSchema(adminTimesheetRowSchema);

/** POST /api/Admin/CorrectTimesheet `{ timesheetId, days, reason }` (an approved month; reason required). */
export const correctTimesheetBodySchema = z.strictObject({
  timesheetId: recordIdField('timesheetId'),
  days: timesheetDaysSchema,
  reason: textField('reason', {
    required: true,
    max: TIMESHEET_REMARKS_MAX,
    multiline: true,
    requiredMessage: TIMESHEET_MESSAGES.correctionReasonRequired,
  }),
});

const centsField = z
  .number({ error: TIMESHEET_MESSAGES.stipendRatesInvalid })
  .int(TIMESHEET_MESSAGES.stipendRatesInvalid)
  .positive(TIMESHEET_MESSAGES.stipendRatesInvalid)
  .max(100_000_000, TIMESHEET_MESSAGES.stipendRatesInvalid);

/** A schedule of rates: `{ effectiveFrom: 'YYYY-MM-DD', rates: { "1": cents, …, "5": cents } }`. */
export const stipendScheduleSchema = z.strictObject({
  effectiveFrom: isoDateField('effectiveFrom'),
  rates: z.strictObject(
    Object.fromEntries(STIPEND_LEVELS.map((row) => [String(row.level), centsField])) as Record<
      '1' | '2' | '3' | '4' | '5',
      typeof centsField
    >,
    { error: TIMESHEET_MESSAGES.stipendRatesInvalid },
  ),
});
/** POST /api/Admin/StipendSchedules's body. */
export type StipendScheduleBody = z.output<typeof stipendScheduleSchema>;
/**
 * A schedule as the answers give it. The request's schema checks and trims (a transform, which an
 * answer's serialiser cannot run backwards); an answer only describes.
 */
export const stipendScheduleAnswerSchema = z.object({
  effectiveFrom: z.string(),
  rates: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
/** GET /api/Admin/StipendSchedules: every schedule, oldest first (the first is the lookups'). */
export const stipendSchedulesAnswerSchema = z.array(stipendScheduleAnswerSchema);

/** A public holiday: `{ date, name }`. */
export const holidaySchema = z.strictObject({
  date: isoDateField('date'),
  name: textField('name', {
    required: true,
    max: HOLIDAY_NAME_MAX,
    requiredMessage: TIMESHEET_MESSAGES.holidayNameRequired,
  }),
});
/** A holiday as the answers give it (the request's schema trims: a transform an answer cannot run). */
export const holidayAnswerSchema = z.object({ date: z.string(), name: z.string() });
/** GET /api/Admin/Holidays ?Year: the year's holidays by date. */
export const holidaysAnswerSchema = z.array(holidayAnswerSchema);
/** GET /api/Admin/Holidays ?Year (2000-2100). */
export const holidaysQuerySchema = z.strictObject({
  Year: z.coerce
    .number({ error: TIMESHEET_MESSAGES.holidayYearInvalid })
    .int(TIMESHEET_MESSAGES.holidayYearInvalid)
    .min(2000, TIMESHEET_MESSAGES.holidayYearInvalid)
    .max(2100, TIMESHEET_MESSAGES.holidayYearInvalid),
});
/** DELETE /api/Admin/Holidays/{date}. */
export const holidayDateParamsSchema = z.strictObject({ date: isoDateField('date') });

/** GET/POST /api/Admin/StipendSettings `{ reduceForAbsences }`. */
export const stipendSettingsSchema = z.strictObject({
  reduceForAbsences: z.boolean({ error: invalidValueMessage('reduceForAbsences') }),
});
/** The programme's stipend settings. */
export type StipendSettings = z.output<typeof stipendSettingsSchema>;
