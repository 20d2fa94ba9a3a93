import { z } from 'zod';
import { experienceLetterSchema } from '../letters/schemas.ts';
import { employerSummarySchema, jobOpeningSchema } from '../openings/schemas-answers.ts';
import { actionWithDataSchema, pageSchema } from '../shared/schemas.ts';

/**
 * Answers of the applications' calls (spec 2 §3, §7; PRODUCT.md §4): an application as the employer
 * and as its learner see it. The server serialises with them and the web client derives its types
 * from them. Date-times are `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
 */

/** The applicant as an application carries it. */
export const placementLearnerSchema = z.object({
  learnerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailPersonal: z.string(),
  phoneMobile: z.string(),
});

/** The job position as an application carries it. */
export const placementJobSchema = z.object({
  empjobid: z.number(),
  empjobname: z.string(),
  empjobsector: z.number(),
  empkey: z.string(),
});

/**
 * The employer's evaluation of a completed placement (issue 10): scores 1-5, remarks, when it was
 * completed (a portal date-time), the reason when completed before the end date (else null), and
 * `overall`, the mean of the four scores rounded to one decimal (e.g. 4.3).
 */
export const placementEvaluationSchema = z.object({
  attendance: z.number(),
  punctuality: z.number(),
  quality: z.number(),
  teamwork: z.number(),
  remarks: z.string(),
  completedEarlyReason: z.string().nullable(),
  completedAt: z.string(),
  overall: z.number(),
});

/**
 * An application (placement). `placementStatus` 1-7 (PLACEMENT_STATUS); `interviewDate`
 * 'YYYY-MM-DD', `interviewTime` 'HH:mm'; `placementComments` the comments joined by
 * COMMENT_SEPARATOR ('' when none); `dateApplied` a portal date-time; unset values are null.
 */
/**
 * What a change of circumstance (issue 29) adds to a placement's answers: the placement a transfer
 * continued (`transferredFrom`) or continues in (`transferredTo`), and an early exit's reason
 * (`EXIT_REASONS`), details and when it was recorded (ISO 8601). Null when none.
 */
export const placementChangeFields = {
  transferredFrom: z.number().nullable().optional(),
  transferredTo: z.number().nullable().optional(),
  exitReason: z.string().nullable().optional(),
  exitDetails: z.string().nullable().optional(),
  exitedAt: z.iso.datetime().nullable().optional(),
};

export const placementItemSchema = z.object({
  placementId: z.number(),
  learnerKey: z.string(),
  jobOpeningKey: z.number(),
  placementTypeKey: z.number(),
  placementStatus: z.number(),
  interviewDate: z.string().nullable(),
  interviewTime: z.string().nullable(),
  interviewLocation: z.string().nullable(),
  interviewMessage: z.string().nullable(),
  placementComments: z.string(),
  /**
   * The employer's private notes, joined like `placementComments` ('' when none): in the employer's
   * answers only, never in a learner's.
   */
  privateNotes: z.string().optional(),
  datePlaced: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  placementofficer: z.string().nullable(),
  pmeofficer: z.string().nullable(),
  placementAssistant: z.string().nullable(),
  dateApplied: z.string(),
  learner: placementLearnerSchema,
  opening: jobOpeningSchema,
  jobs: placementJobSchema,
  /** Present once the employer completed the placement (status 7); absent before. */
  evaluation: placementEvaluationSchema.optional(),
  /**
   * TTD a month, fixed when the learner is placed (the highest rate among their qualifications on
   * the start date); null before placing or when no qualification has a rate.
   */
  monthlyStipend: z.number().nullable(),
  /** The experience letters issued for this placement, newest first ([] before any). */
  letters: z.array(experienceLetterSchema),
  ...placementChangeFields,
});

/**
 * Answer of ScheduleInterview, AddComment, SetApplicationOutcome, CompletePlacement, ApplyForOJT: the
 * application as it now is.
 */
export const placementChangedSchema = actionWithDataSchema(placementItemSchema);
/** Answer of GET /api/Employer/Applications. */
export const placementPageSchema = pageSchema(placementItemSchema);

/** A status change of an application: `fromStatus` null for the first (Applied); `at` a portal date-time. */
export const applicationHistoryEntrySchema = z.object({
  fromStatus: z.number().nullable(),
  toStatus: z.number(),
  at: z.string(),
});

/**
 * An application as its learner sees it: the employer's placement item without the private notes,
 * the employer, its history oldest first.
 */
export const learnerApplicationItemSchema = placementItemSchema.omit({ privateNotes: true }).extend({
  employer: employerSummarySchema,
  history: z.array(applicationHistoryEntrySchema),
});

/** Answer of WithdrawOJTApplication: 'Application withdrawn' and the application as it now is (status 6). */
export const applicationWithdrawnSchema = actionWithDataSchema(learnerApplicationItemSchema);

export type PlacementItem = z.output<typeof placementItemSchema>;
export type PlacementEvaluation = z.output<typeof placementEvaluationSchema>;
export type PlacementChanged = z.output<typeof placementChangedSchema>;
export type PlacementPage = z.output<typeof placementPageSchema>;
export type ApplicationHistoryEntry = z.output<typeof applicationHistoryEntrySchema>;
export type LearnerApplicationItem = z.output<typeof learnerApplicationItemSchema>;
export type ApplicationWithdrawn = z.output<typeof applicationWithdrawnSchema>;
