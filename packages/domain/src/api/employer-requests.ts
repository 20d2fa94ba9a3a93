import { z } from 'zod';
import { COMMENT_VISIBILITIES } from '../comments.ts';
import { isPlacementTypeId } from '../lookups/programme-lookups.ts';
import { APPLICATION_OUTCOMES } from '../lookups/statuses.ts';
import {
  invalidOptionMessage,
  invalidValueMessage,
  requiredMessage,
  scoreRangeMessage,
} from '../messages/message-templates.ts';
import { MESSAGES } from '../messages/messages.ts';
import { parsePortalDateTime } from '../portal-date-time.ts';
import { toIsoDate } from '../portal-time.ts';
import { employerStepSchemas } from '../validation/employer-signup.ts';
import { selectField, textField } from '../validation/field-schemas.ts';
import { jobPositionFormSchema, publishFormSchema } from '../validation/job-schemas.ts';
import { COMMENT_MAX_LENGTH, commentSchema, interviewSchema } from '../validation/placement-schemas.ts';

/**
 * Requests of the employer dashboard's calls (spec 2 §7) and of ApplyForOJT, validated by the server
 * with the forms' own rules and messages. Every parameter may come in the query string or the JSON
 * body. Date-times are `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
 */

// Request fields
/** Largest id the database holds (PostgreSQL integer). */
export const MAX_RECORD_ID = 2_147_483_647;

// Ids come as numbers (JSON) or digit strings (query); anything else reads as -1, which is refused.
function toId(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : -1;
  if (typeof value !== 'string') return -1;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,10}$/.test(text) ? Number(text) : -1;
}

/** A required record id (a positive integer), named as the API names the parameter. */
export function recordIdField(name: string, invalid = invalidValueMessage(name)) {
  return z.preprocess(
    toId,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(name) : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(MAX_RECORD_ID, invalid),
  );
}

/** An optional record id: missing, blank or 0 mean "none" (`undefined`). */
export function optionalRecordIdField(name: string) {
  const invalid = invalidValueMessage(name);
  return z
    .preprocess(
      toId,
      z.number({ error: invalid }).int(invalid).min(0, invalid).max(MAX_RECORD_ID, invalid).optional(),
    )
    .transform((value) => (value ? value : undefined));
}

/** An account key (EmpId, EmpKey, LearnerId): trimmed text, at most 50 characters. */
export function accountKeyField(name: string, required = false) {
  return textField(name, { required, max: 50 });
}

function portalDateTimeField(required: string, invalid: string, timeRequired: string, timeInvalid: string) {
  return textField('Date', {
    required: true,
    requiredMessage: required,
    max: 30,
    tooLongMessage: invalid,
    problem: (value) => {
      const [date = '', time = ''] = value.split(/[T\s]+/);
      if (!toIsoDate(date)) return invalid;
      if (time === '') return timeRequired;
      return parsePortalDateTime(value) ? undefined : timeInvalid;
    },
  });
}

const pageField = z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1);
const pageSizeField = z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(20);

// ---------------------------------------------------------------------------------------------
// Requests

const jobPositionFields = {
  empId: accountKeyField('empId'),
  EmpId: accountKeyField('EmpId'),
  ...jobPositionFormSchema.shape,
};

/** POST /api/Employer/AddJobPosition (JSON): jobPositionId 0 (or absent), empId, the job form's fields. */
export const addJobPositionBodySchema = z.strictObject({
  jobPositionId: z
    .preprocess(toId, z.number().optional())
    .refine((value) => !value, MESSAGES.newPositionIdMustBeZero),
  ...jobPositionFields,
});

/** POST /api/Employer/UpdateJobPosition (JSON): the position's id, empId, the job form's fields. */
export const updateJobPositionBodySchema = z.strictObject({
  jobPositionId: recordIdField('jobPositionId'),
  ...jobPositionFields,
});

/** GET /api/Employer/GetALLJobPositionByEmployerId ?EmpId (absent: the caller). */
export const jobPositionsQuerySchema = z.strictObject({ EmpId: accountKeyField('EmpId') });

/** POST /api/Employer/ToggleEmpJobStatus ?jobPositionId. */
export const toggleJobStatusParamsSchema = z.strictObject({ jobPositionId: recordIdField('jobPositionId') });

/**
 * POST /api/Employer/OpenJobPosition ?EmpJobKey&OpenDate&CloseDate&NoOpenings&Details (publish),
 * with the Publish form's messages: dates required and valid, close after open, at least 1 opening
 * (blank or unreadable NoOpenings falls back to 1).
 */
export const openJobPositionParamsSchema = z
  .strictObject({
    EmpJobKey: recordIdField('EmpJobKey'),
    OpenDate: portalDateTimeField(
      MESSAGES.openDateRequired,
      MESSAGES.invalidOpenDate,
      MESSAGES.openTimeRequired,
      MESSAGES.invalidOpenTime,
    ),
    CloseDate: portalDateTimeField(
      MESSAGES.closeDateRequired,
      MESSAGES.invalidCloseDate,
      MESSAGES.closeTimeRequired,
      MESSAGES.invalidCloseTime,
    ),
    NoOpenings: publishFormSchema.in.shape.numberOfOpenings,
    Details: publishFormSchema.in.shape.details,
  })
  .superRefine((values, ctx) => {
    const open = parsePortalDateTime(values.OpenDate);
    const close = parsePortalDateTime(values.CloseDate);
    if (open && close && close <= open)
      ctx.addIssue({ code: 'custom', message: MESSAGES.closeBeforeOpen, path: ['CloseDate'] });
  });

/** POST /api/Employer/CloseJobPosition ?JobOpeningId (unpublish). */
export const closeJobPositionParamsSchema = z.strictObject({
  JobOpeningId: recordIdField('JobOpeningId', MESSAGES.invalidJobOpeningId),
});

/** GET /api/Employer/GetOpenJobs ?EmpKey&Sectors (Sectors above 0 filters by sector id). */
export const openJobsQuerySchema = z.strictObject({
  EmpKey: accountKeyField('EmpKey'),
  Sectors: optionalRecordIdField('Sectors'),
});

/** GET /api/Employer/GetJobApplications ?EmpKey&JobOpeningId (optional: all openings). */
export const jobApplicationsQuerySchema = z.strictObject({
  EmpKey: accountKeyField('EmpKey'),
  JobOpeningId: optionalRecordIdField('JobOpeningId'),
});

/** GET /api/Employer/Applications ?JobOpeningId&page&pageSize (20 by default, at most 100), newest first. */
export const applicationsPageQuerySchema = z.strictObject({
  JobOpeningId: optionalRecordIdField('JobOpeningId'),
  /** Only applications of this status (1-7): the Experience Letters tab asks for Completed (7). */
  Status: optionalRecordIdField('Status').refine(
    (value) => value === undefined || value <= 7,
    invalidOptionMessage('Status'),
  ),
  page: pageField,
  pageSize: pageSizeField,
});

/**
 * POST /api/Employer/ScheduleInterview ?PlacementId&InterviewDate&InterviewTime&InterviewLocation&MessageForApplicant,
 * with the interview form's rules: date MM/DD/YYYY or YYYY-MM-DD, time like 9:30, location required.
 */
export const scheduleInterviewParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  InterviewDate: interviewSchema.shape.date,
  InterviewTime: interviewSchema.shape.time,
  InterviewLocation: interviewSchema.shape.location,
  MessageForApplicant: interviewSchema.shape.message,
});

/**
 * GET|POST /api/Employer/AddComment ?Id&comments&Visibility (Id: the placement; comments: the new
 * comment's text; Visibility `applicant`, the default the spec's clients get, or `private`: a note
 * the learner never sees).
 */
export const addCommentParamsSchema = z.strictObject({
  Id: recordIdField('Id'),
  comments: commentSchema.shape.comment,
  Visibility: z
    .enum(COMMENT_VISIBILITIES, { error: invalidOptionMessage('Visibility') })
    .default('applicant'),
});

/** POST /api/Employer/SetApplicationOutcome ?PlacementId&Outcome (`selected` | `not-selected`). */
export const setOutcomeParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Outcome: z.enum(APPLICATION_OUTCOMES, { error: invalidOptionMessage('Outcome') }),
});

// Scores come as numbers (JSON) or digit strings (query); missing or blank is undefined, and
// anything else (decimals, words, objects) reads as NaN, which the range refuses.
function toScore(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
}

/** An evaluation score: a whole number from 1 to 5 ('{name} must be a whole number from 1 to 5'). */
export function scoreField(name: string) {
  const invalid = scoreRangeMessage(name);
  return z.preprocess(
    toScore,
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage(name) : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(5, invalid),
  );
}

/** Maximum length of an evaluation's remarks and of an early completion's reason. */
export const EVALUATION_TEXT_MAX_LENGTH = COMMENT_MAX_LENGTH;

/**
 * POST /api/Employer/CompletePlacement ?PlacementId&Attendance&Punctuality&Quality&Teamwork&Remarks&Reason
 * (issue 10): scores 1-5, remarks required (multi-line, at most 2000 characters); `Reason` (same
 * rules, optional here) is required by the server when the placement's end date is still ahead.
 */
export const completePlacementParamsSchema = z.strictObject({
  PlacementId: recordIdField('PlacementId'),
  Attendance: scoreField('Attendance'),
  Punctuality: scoreField('Punctuality'),
  Quality: scoreField('Quality'),
  Teamwork: scoreField('Teamwork'),
  Remarks: textField('Remarks', {
    required: true,
    requiredMessage: MESSAGES.remarksRequired,
    max: EVALUATION_TEXT_MAX_LENGTH,
    multiline: true,
  }),
  Reason: textField('Reason', { max: EVALUATION_TEXT_MAX_LENGTH, multiline: true }),
});

/** POST /api/Learner/ApplyForOJT ?JobOpeningId&LearnerId&PlacementType (placement type 1-5). */
export const applyForOjtParamsSchema = z.strictObject({
  JobOpeningId: recordIdField('JobOpeningId'),
  LearnerId: accountKeyField('LearnerId', true),
  PlacementType: selectField('Placement Type', isPlacementTypeId),
});

const [basics, address, contact, details] = employerStepSchemas;
const { empId: _signupEmpId, ...basicFields } = basics.shape;

/**
 * POST /api/Employer/UpdateEmployerProfile (JSON): the employer fields of spec 2 §3 with the sign-up
 * wizard's rules. `empId` names the profile ('Employer ID is missing.' when absent) and cannot be
 * changed; the approval state is not part of the payload.
 */
export const employerProfileBodySchema = z.strictObject({
  empId: textField('Employer ID', { required: true, requiredMessage: MESSAGES.employerIdMissing, max: 50 }),
  ...basicFields,
  ...address.shape,
  ...contact.shape,
  ...details.shape,
});

export type AddJobPositionBody = z.output<typeof addJobPositionBodySchema>;
export type UpdateJobPositionBody = z.output<typeof updateJobPositionBodySchema>;
export type OpenJobPositionParams = z.output<typeof openJobPositionParamsSchema>;
export type ApplicationsPageQuery = z.output<typeof applicationsPageQuerySchema>;
export type ScheduleInterviewParams = z.output<typeof scheduleInterviewParamsSchema>;
export type AddCommentParams = z.output<typeof addCommentParamsSchema>;
export type SetOutcomeParams = z.output<typeof setOutcomeParamsSchema>;
export type CompletePlacementParams = z.output<typeof completePlacementParamsSchema>;
export type ApplyForOjtParams = z.output<typeof applyForOjtParamsSchema>;
export type EmployerProfileBody = z.output<typeof employerProfileBodySchema>;
/** The employer profile form values as a client holds them. */
export type EmployerProfileValues = { [K in keyof EmployerProfileBody]?: unknown };
