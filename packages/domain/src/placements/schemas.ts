import { z } from 'zod';
import { selectField, textField } from '../shared/field-schemas.ts';
import { isPlacementTypeId } from '../shared/lookups/programme-lookups.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isInterviewInPast } from '../shared/portal-date-time.ts';
import { toClockTime, toIsoDate } from '../shared/portal-time.ts';
import { accountKeyField, optionalRecordIdField, recordIdField } from '../shared/record-fields.ts';
import { invalidOptionMessage, requiredMessage } from '../shared/texts.ts';
import { COMMENT_VISIBILITIES } from './comments.ts';
import { APPLICATION_OUTCOMES, PLACEMENT_STATUSES } from './rules.ts';
import { scoreRangeMessage } from './texts-placing.ts';

/**
 * The forms and requests of applications (spec 2 §5, §7): applying and withdrawing, the employer's
 * lists, interviews, comments, outcomes and completion. The server validates with the forms' own
 * rules and messages. Every parameter may come in the query string or the JSON body.
 */

/** Maximum length of a comment or an interview message. */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * Schedule Interview `{ date, time, location, message }` (spec 2 §5): date (`MM/DD/YYYY` or
 * `YYYY-MM-DD`), time (`9:30`, `14:00`, `9:30 AM`) and location required; message optional.
 * The output has `date` as `YYYY-MM-DD` and `time` as 24-hour `HH:mm`.
 */
export const interviewSchema = z.object({
  date: textField('Interview date', {
    required: true,
    requiredMessage: MESSAGES.interviewDateRequired,
    max: 10,
    tooLongMessage: MESSAGES.invalidInterviewDate,
    problem: (value) => (toIsoDate(value) ? undefined : MESSAGES.invalidInterviewDate),
  }).transform((value) => toIsoDate(value) ?? value),
  time: textField('Interview time', {
    required: true,
    requiredMessage: MESSAGES.interviewTimeRequired,
    max: 11,
    tooLongMessage: MESSAGES.invalidInterviewTime,
    problem: (value) => (toClockTime(value) ? undefined : MESSAGES.invalidInterviewTime),
  }).transform((value) => toClockTime(value) ?? value),
  location: textField('Interview location', {
    required: true,
    requiredMessage: MESSAGES.interviewLocationRequired,
    max: 200,
  }),
  message: textField('Message for applicant', { max: COMMENT_MAX_LENGTH, multiline: true }),
});

/**
 * The Schedule Interview dialog's form: `interviewSchema`, and a date and time not yet past in Port
 * of Spain (checked against the clock at each validation; the server checks again against its own).
 */
export const upcomingInterviewSchema = interviewSchema.superRefine((values, ctx) => {
  if (isInterviewInPast(values.date, values.time, new Date()))
    ctx.addIssue({ code: 'custom', message: MESSAGES.interviewInPast, path: ['date'] });
});

/** The interview form as parsed. */
export type InterviewForm = z.output<typeof interviewSchema>;

/** Add Comment `{ comment }`: non-blank ('Please enter a comment.'), trimmed. */
export const commentSchema = z.object({
  comment: textField('Comment', {
    required: true,
    requiredMessage: MESSAGES.commentRequired,
    max: COMMENT_MAX_LENGTH,
    multiline: true,
  }),
});

// ---------------------------------------------------------------------------------------------
// Requests

const pageField = z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1);
const pageSizeField = z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(20);

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
    (value) => value === undefined || value <= PLACEMENT_STATUSES.length,
    invalidOptionMessage('Status'),
  ),
  /**
   * Only the placements that may be given an experience letter (issue 29): Completed (7) and Exited
   * early (9), for the Experience Letters tab; `Status` wins when both are sent.
   */
  ForLetters: z
    .enum(['true', 'false', '1', '0'], { error: invalidOptionMessage('ForLetters') })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
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

/** GET /api/Learner/GetAllApplicationsByLearnerId ?ID (the caller's learnerId; another learner's is 403). */
export const learnerApplicationsQuerySchema = z.strictObject({ ID: accountKeyField('ID', true) });

/** POST /api/Learner/WithdrawOJTApplication ?ID (the placement's id). */
export const withdrawApplicationParamsSchema = z.strictObject({ ID: recordIdField('ID') });

export type ApplicationsPageQuery = z.output<typeof applicationsPageQuerySchema>;
export type ScheduleInterviewParams = z.output<typeof scheduleInterviewParamsSchema>;
export type AddCommentParams = z.output<typeof addCommentParamsSchema>;
export type SetOutcomeParams = z.output<typeof setOutcomeParamsSchema>;
export type CompletePlacementParams = z.output<typeof completePlacementParamsSchema>;
export type ApplyForOjtParams = z.output<typeof applyForOjtParamsSchema>;
