import { z } from 'zod';
import { employerRecordSchema } from './admin-api.ts';
import { actionSchema, actionWithDataSchema, pageSchema } from './common.ts';
import { experienceLetterSchema } from './letters-api.ts';

/**
 * Answers of the employer dashboard's calls (spec 2 §3, §7; PRODUCT.md §4): the server serialises
 * with them and the web client derives its types from them. Requests are in `employer-requests.ts`.
 * Date-times are `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
 */

/** A requirement of a job position: `empJobReqId` its number (1..n), `empJobKey` the position's id. */
export const jobRequirementSchema = z.object({
  empJobReqId: z.number(),
  empJobKey: z.number(),
  qualificationType: z.string(),
  certificateName: z.string(),
});

/** A job opening (a publication): `jobOpeningStatus` 1 Active, 0 closed; `jobOpeningKey` the position's id. */
export const jobOpeningSchema = z.object({
  jobOpeningId: z.number(),
  numofOpenings: z.number(),
  openingDate: z.string(),
  closingDate: z.string(),
  jobOpeningStatus: z.number(),
  comment: z.string(),
  jobOpeningKey: z.number(),
});

/**
 * A job position with its requirements and its openings (newest first). `published`: the position
 * has an active opening whose closing date-time is after now. `empkey` is the employer's EmpId.
 */
export const jobPositionItemSchema = z.object({
  empjobid: z.number(),
  empjobname: z.string(),
  empjobsector: z.number(),
  empjobpositionstatus: z.number(),
  empkey: z.string(),
  published: z.boolean(),
  tblemployerjobRequirements: z.array(jobRequirementSchema),
  tblemployerjobopenings: z.array(jobOpeningSchema),
});

/** An item of GetOpenJobs: one per active, unclosed opening, with its position. */
export const openJobItemSchema = z.object({ empJobs: jobPositionItemSchema, jobOpenings: jobOpeningSchema });

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

/** The overall result of an evaluation: the mean of its four scores rounded to one decimal. */
export function evaluationOverall(scores: {
  attendance: number;
  punctuality: number;
  quality: number;
  teamwork: number;
}): number {
  const sum = scores.attendance + scores.punctuality + scores.quality + scores.teamwork;
  return Math.round((sum / 4) * 10) / 10;
}

/**
 * An application (placement). `placementStatus` 1-7 (PLACEMENT_STATUS); `interviewDate`
 * 'YYYY-MM-DD', `interviewTime` 'HH:mm'; `placementComments` the comments joined by
 * COMMENT_SEPARATOR ('' when none); `dateApplied` a portal date-time; unset values are null.
 */
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
});

/** The employer overview: counters and the 5 newest applications. Selected = status 3 or 5. */
export const employerOverviewSchema = z.object({
  totalJobs: z.number(),
  publishedJobs: z.number(),
  totalApplications: z.number(),
  selectedCandidates: z.number(),
  recentApplications: z.array(placementItemSchema),
});

/**
 * What a learner sees of an employer (GET /api/Employer/GetEmployerById/{id}): the public profile,
 * without approval data or the account's email and phone (PRODUCT.md §4).
 */
export const employerPublicProfileSchema = employerRecordSchema.pick({
  empId: true,
  empName: true,
  empType: true,
  companySectorKey: true,
  empCity: true,
  empWebsite: true,
  empPName: true,
  empPTitle: true,
});

/** Answer of GetEmployerById: the whole record (admin, the employer itself) or the public profile (learners). */
export const employerByIdAnswerSchema = z.union([employerRecordSchema, employerPublicProfileSchema]);

/** Answer of Add/UpdateJobPosition: the saved position. */
export const jobPositionSavedSchema = actionWithDataSchema(jobPositionItemSchema);
/** Answer of ToggleEmpJobStatus: the new status. */
export const jobStatusToggledSchema = actionWithDataSchema(z.object({ empjobpositionstatus: z.number() }));
/** Answer of OpenJobPosition (201): the new opening. */
export const jobOpenedSchema = actionWithDataSchema(jobOpeningSchema);
/** Answer of CloseJobPosition, ApplyForOJT, UpdateEmployerProfile. */
export const employerActionSchema = actionSchema;
/**
 * Answer of ScheduleInterview, AddComment, SetApplicationOutcome, CompletePlacement, ApplyForOJT: the
 * application as it now is.
 */
export const placementChangedSchema = actionWithDataSchema(placementItemSchema);
/** Answer of GET /api/Employer/Applications. */
export const placementPageSchema = pageSchema(placementItemSchema);

export type JobRequirement = z.output<typeof jobRequirementSchema>;
export type JobOpening = z.output<typeof jobOpeningSchema>;
export type JobPositionItem = z.output<typeof jobPositionItemSchema>;
export type OpenJobItem = z.output<typeof openJobItemSchema>;
export type PlacementItem = z.output<typeof placementItemSchema>;
export type PlacementEvaluation = z.output<typeof placementEvaluationSchema>;
export type EmployerOverview = z.output<typeof employerOverviewSchema>;
export type JobPositionSaved = z.output<typeof jobPositionSavedSchema>;
export type JobStatusToggled = z.output<typeof jobStatusToggledSchema>;
export type JobOpened = z.output<typeof jobOpenedSchema>;
export type PlacementChanged = z.output<typeof placementChangedSchema>;
export type PlacementPage = z.output<typeof placementPageSchema>;
export type EmployerPublicProfile = z.output<typeof employerPublicProfileSchema>;
