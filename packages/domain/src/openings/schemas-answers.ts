import { z } from 'zod';
import { actionWithDataSchema, pageSchema } from '../shared/schemas.ts';

/**
 * Answers of the job positions' and openings' calls (spec 2 §3, §7; PRODUCT.md §6): the server
 * serialises with them and the web client derives its types from them. Date-times are
 * `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
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

/** Answer of Add/UpdateJobPosition: the saved position. */
export const jobPositionSavedSchema = actionWithDataSchema(jobPositionItemSchema);
/** Answer of ToggleEmpJobStatus: the new status. */
export const jobStatusToggledSchema = actionWithDataSchema(z.object({ empjobpositionstatus: z.number() }));
/** Answer of OpenJobPosition (201): the new opening. */
export const jobOpenedSchema = actionWithDataSchema(jobOpeningSchema);

// ---------------------------------------------------------------------------------------------
// The learner's Browse Programs

/** The employer offering an opening, as a learner sees it next to the job. */
export const employerSummarySchema = z.object({ empId: z.string(), empName: z.string() });

/** Why an opening suits the learner: score 1-100 (share of requirements met) and a short reason. */
export const qualificationMatchSchema = z.object({ score: z.number(), reason: z.string() });

/**
 * An item of the learner's open jobs: the employer's `{ empJobs, jobOpenings }`, the employer,
 * `applied` (this learner already applied to the opening), `match` (null when the learner's
 * qualifications meet none of the requirements) and `fit` ('Your qualifications meet the
 * requirements' or 'You may not meet: …'). Ranked: matches first (best first), then newest opening.
 */
export const learnerOpenJobItemSchema = openJobItemSchema.extend({
  employer: employerSummarySchema,
  applied: z.boolean(),
  match: qualificationMatchSchema.nullable(),
  /** In plain words whether the learner's qualifications meet the requirements, or which they may not. */
  fit: z.string(),
});

/** `GET /api/Learner/OpenJobs`: one page of the learner's open jobs, ranked as GetOpenJobs. */
export const learnerOpenJobPageSchema = pageSchema(learnerOpenJobItemSchema);

export type JobRequirement = z.output<typeof jobRequirementSchema>;
export type JobOpening = z.output<typeof jobOpeningSchema>;
export type JobPositionItem = z.output<typeof jobPositionItemSchema>;
export type OpenJobItem = z.output<typeof openJobItemSchema>;
export type JobPositionSaved = z.output<typeof jobPositionSavedSchema>;
export type JobStatusToggled = z.output<typeof jobStatusToggledSchema>;
export type JobOpened = z.output<typeof jobOpenedSchema>;
export type EmployerSummary = z.output<typeof employerSummarySchema>;
export type LearnerOpenJobItem = z.output<typeof learnerOpenJobItemSchema>;
export type LearnerOpenJobPage = z.output<typeof learnerOpenJobPageSchema>;
