import { z } from 'zod';
import { scoreField } from '../placements/schemas.ts';
import { textField } from '../shared/field-schemas.ts';
import { isIsoDate } from '../shared/portal-time.ts';
import { optionalRecordIdField, recordIdField } from '../shared/record-fields.ts';
import { REVIEW_LIST_STATUSES, REVIEW_RISKS } from './rules.ts';
import { REVIEW_MESSAGES } from './texts.ts';

/**
 * Requests and answers of the progress reviews (issue 29). Bodies are JSON with camelCase fields as
 * the issue names them; list filters may come in the query string (`OfficerId`, `Status`,
 * `PlacementId`). Dates `YYYY-MM-DD`, instants ISO 8601.
 */

/** Longest text of a review's part (what would help, remarks, actions). */
export const REVIEW_TEXT_MAX = 2000;
/** Longest place of a review meeting. */
export const REVIEW_WHERE_MAX = 200;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True when `value` is an ISO 8601 instant with its offset (or Z) on a day that exists. */
export function isIsoInstant(value: string): boolean {
  if (!ISO_INSTANT.test(value) || !isIsoDate(value.slice(0, 10))) return false;
  const hour = Number(value.slice(11, 13));
  const minute = Number(value.slice(14, 16));
  return hour < 24 && minute < 60 && !Number.isNaN(Date.parse(value));
}

const reviewText = (name: string, required: boolean, requiredMessage?: string) =>
  textField(name, {
    required,
    max: REVIEW_TEXT_MAX,
    multiline: true,
    ...(requiredMessage ? { requiredMessage } : {}),
  });

/** POST /api/Learner/ReviewInput: the learner's part. */
export const learnerReviewInputSchema = z.strictObject({
  reviewId: recordIdField('reviewId'),
  rating: scoreField('rating'),
  whatWouldHelp: reviewText('whatWouldHelp', false),
});
export type LearnerReviewInput = z.output<typeof learnerReviewInputSchema>;

/** POST /api/Employer/ReviewInput: the supervisor's part, the final evaluation's four 1-5 scores. */
export const employerReviewInputSchema = z.strictObject({
  reviewId: recordIdField('reviewId'),
  attendance: scoreField('attendance'),
  punctuality: scoreField('punctuality'),
  quality: scoreField('quality'),
  teamwork: scoreField('teamwork'),
  remarks: reviewText('remarks', false),
});
export type EmployerReviewInput = z.output<typeof employerReviewInputSchema>;

/** POST /api/Admin/SignOffReview: the officer's part. */
export const signOffReviewSchema = z.strictObject({
  reviewId: recordIdField('reviewId'),
  actions: reviewText('actions', true, REVIEW_MESSAGES.reviewActionsRequired),
  risk: z.enum(REVIEW_RISKS, { error: REVIEW_MESSAGES.reviewRiskInvalid }),
});
export type SignOffReviewBody = z.output<typeof signOffReviewSchema>;

/** POST /api/Admin/ScheduleReview: when and where (a past time records a meeting held). */
export const scheduleReviewSchema = z.strictObject({
  reviewId: recordIdField('reviewId'),
  at: textField('at', {
    required: true,
    max: 40,
    requiredMessage: REVIEW_MESSAGES.reviewAtInvalid,
    tooLongMessage: REVIEW_MESSAGES.reviewAtInvalid,
    problem: (value) => (isIsoInstant(value) ? undefined : REVIEW_MESSAGES.reviewAtInvalid),
  }),
  where: textField('where', {
    required: true,
    max: REVIEW_WHERE_MAX,
    requiredMessage: REVIEW_MESSAGES.reviewWhereRequired,
  }),
});
export type ScheduleReviewBody = z.output<typeof scheduleReviewSchema>;

/** GET /api/Admin/Reviews ?OfficerId&Status. */
export const adminReviewsQuerySchema = z.strictObject({
  OfficerId: optionalRecordIdField('OfficerId'),
  Status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REVIEW_LIST_STATUSES, { error: REVIEW_MESSAGES.reviewStatusInvalid }).optional(),
  ),
});

/** GET /api/Learner/Reviews, GET /api/Employer/Reviews ?PlacementId. */
export const placementReviewsQuerySchema = z.strictObject({ PlacementId: recordIdField('PlacementId') });

const reviewStatusSchema = z.enum(['due', 'overdue', 'done', 'upcoming']);
const riskSchema = z.enum(REVIEW_RISKS);

/** The learner's part as answered. */
export const learnerPartSchema = z.object({
  rating: z.number(),
  whatWouldHelp: z.string(),
  at: z.iso.datetime(),
});
/** The supervisor's part as answered. */
export const employerPartSchema = z.object({
  attendance: z.number(),
  punctuality: z.number(),
  quality: z.number(),
  teamwork: z.number(),
  remarks: z.string(),
  at: z.iso.datetime(),
});

/** What the office and either party read of one review alike. */
const reviewBaseSchema = z.object({
  reviewId: z.number(),
  placementId: z.number(),
  /** 1 the 4-week review, then one every 12 weeks. */
  seq: z.number(),
  dueDate: z.string(),
  scheduledAt: z.iso.datetime().nullable(),
  where: z.string().nullable(),
  status: reviewStatusSchema,
  learnerDone: z.boolean(),
  employerDone: z.boolean(),
  learnerPart: learnerPartSchema.nullable(),
  employerPart: employerPartSchema.nullable(),
  /** The actions agreed, once signed off. */
  actions: z.string().nullable(),
  signedOffAt: z.iso.datetime().nullable(),
});

/** One review in the office's list, with both parts for the sign-off dialog. */
export const adminReviewSchema = reviewBaseSchema.extend({
  learnerName: z.string(),
  employerName: z.string(),
  risk: riskSchema.nullable(),
});
export type AdminReview = z.output<typeof adminReviewSchema>;
export const adminReviewsAnswerSchema = z.array(adminReviewSchema);

/** One review as the learner or the supervisor reads it: their own part, and what they must fill. */
export const partyReviewSchema = reviewBaseSchema.extend({
  /** True while the caller's part is missing and the review is not signed off. */
  mustFill: z.boolean(),
  /** Whether the caller may still (re)fill their part: until sign-off. */
  canFill: z.boolean(),
});
export type PartyReview = z.output<typeof partyReviewSchema>;
export const partyReviewsAnswerSchema = z.array(partyReviewSchema);

/** GET /api/Admin/ReviewSummary. */
export const reviewSummarySchema = z.object({
  /** Reviews past their due date, not signed off. */
  overdue: z.number(),
  /** Placed placements whose latest signed-off review is High risk. */
  highRisk: z.number(),
  /** Reviews not signed off due today or in the next 6 days. */
  dueThisWeek: z.number(),
});
export type ReviewSummary = z.output<typeof reviewSummarySchema>;
