import { z } from 'zod';
import { isSectorId } from '../lookups/sectors.ts';
import { invalidOptionMessage, unknownFieldsMessage } from '../messages/message-templates.ts';
import { MESSAGES } from '../messages/messages.ts';
import { textField } from '../validation/field-schemas.ts';
import { hasIdentification } from '../validation/learner-fields.ts';
import { learnerProfileFormSchema } from '../validation/learner-profile.ts';
import type { LearnerByIdAnswer } from './admin-api.ts';
import { actionSchema, actionWithDataSchema, pageSchema } from './common.ts';
import { openJobItemSchema, placementItemSchema } from './employer-api.ts';
import { accountKeyField, optionalRecordIdField, recordIdField } from './employer-requests.ts';
import {
  experienceRowSchema,
  identificationRowSchema,
  profileListField,
  qualificationRowSchema,
  referenceRowSchema,
} from './learner-profile-lists.ts';

/**
 * The learner dashboard's calls (spec 2 §7; PRODUCT.md §4, §6): request schemas the server
 * validates with, answer schemas it serialises with and the web client derives its types from.
 * Parameters may come in the query string or (POST) the JSON body. Date-times are
 * `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
 *
 * `GET /api/Learner/GetLearnerById/{id}` answers `learnerByIdAnswerSchema` (admin-api.ts):
 * `[{ learner, identifications, experience, qualifications, references }]`, the lists' rows as in
 * learner-profile-lists.ts, each with its `id`.
 */

// ---------------------------------------------------------------------------------------------
// Answers

/** The employer offering an opening, as a learner sees it next to the job. */
export const employerSummarySchema = z.object({ empId: z.string(), empName: z.string() });

/** Why an opening suits the learner: score 1-100 (share of requirements met) and a short reason. */
export const qualificationMatchSchema = z.object({ score: z.number(), reason: z.string() });

/**
 * An item of the learner's open jobs: the employer's `{ empJobs, jobOpenings }`, the employer,
 * `applied` (this learner already applied to the opening) and `match` (null when the learner's
 * qualifications meet none of the requirements). Ranked: matches first (best first), then newest opening.
 */
export const learnerOpenJobItemSchema = openJobItemSchema.extend({
  employer: employerSummarySchema,
  applied: z.boolean(),
  match: qualificationMatchSchema.nullable(),
});

/** `GET /api/Learner/OpenJobs`: one page of the learner's open jobs, ranked as GetOpenJobs. */
export const learnerOpenJobPageSchema = pageSchema(learnerOpenJobItemSchema);

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

/** Answer of UpdateLearnerProfile: `{ success: true, message: 'Profile updated successfully.' }`. */
export const learnerProfileUpdatedSchema = actionSchema;

export type EmployerSummary = z.output<typeof employerSummarySchema>;
export type LearnerOpenJobItem = z.output<typeof learnerOpenJobItemSchema>;
export type LearnerOpenJobPage = z.output<typeof learnerOpenJobPageSchema>;
export type ApplicationHistoryEntry = z.output<typeof applicationHistoryEntrySchema>;
export type LearnerApplicationItem = z.output<typeof learnerApplicationItemSchema>;
export type ApplicationWithdrawn = z.output<typeof applicationWithdrawnSchema>;
/** The first (only) item of GetLearnerById's answer: the record and its four lists. */
export type LearnerProfile = LearnerByIdAnswer[number];

// ---------------------------------------------------------------------------------------------
// Requests

/** A sector filter: missing, blank or 0 mean all sectors; otherwise a sector id 1-46. */
const sectorsField = optionalRecordIdField('Sectors').refine(
  (value) => value === undefined || isSectorId(value),
  {
    message: invalidOptionMessage('Sector'),
  },
);

/** GET /api/Learner/GetOpenJobs ?Sectors (above 0 filters by sector). */
export const learnerOpenJobsQuerySchema = z.strictObject({ Sectors: sectorsField });

/** GET /api/Learner/OpenJobs ?Sectors&page&pageSize (20 by default, at most 100). */
export const learnerOpenJobsPageQuerySchema = z.strictObject({
  Sectors: sectorsField,
  page: z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(20),
});

/** GET /api/Learner/GetAllApplicationsByLearnerId ?ID (the caller's learnerId; another learner's is 403). */
export const learnerApplicationsQuerySchema = z.strictObject({ ID: accountKeyField('ID', true) });

/** POST /api/Learner/WithdrawOJTApplication ?ID (the placement's id). */
export const withdrawApplicationParamsSchema = z.strictObject({ ID: recordIdField('ID') });

/**
 * POST /api/Learner/UpdateLearnerProfile (JSON): spec 2 §3's payload with the Edit Profile rules
 * (firstName, lastName, phoneMobile, emailPersonal required; identity numbers as at sign-up: at
 * least one of passport, national ID, birth certificate). `learnerID` names the profile ('User ID
 * not found. Please log in again.' when absent). The username, approval status and registration
 * date are not part of it. `lstIds`, `lstExp`, `lstQualification`, `lstRef`: an array (≤ 20 rows)
 * replaces the learner's rows, null or absent keeps them.
 */
export const updateLearnerProfileBodySchema = z
  .strictObject(
    {
      learnerID: textField('learnerID', {
        required: true,
        requiredMessage: MESSAGES.userIdNotFound,
        max: 50,
      }),
      ...learnerProfileFormSchema.shape,
      lstIds: profileListField(identificationRowSchema, 'lstIds'),
      lstExp: profileListField(experienceRowSchema, 'lstExp'),
      lstQualification: profileListField(qualificationRowSchema, 'lstQualification'),
      lstRef: profileListField(referenceRowSchema, 'lstRef'),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined) },
  )
  // Runs even when other fields failed, so the form shows every message at once (as at sign-up).
  .refine(hasIdentification, {
    message: MESSAGES.identificationRequired,
    path: ['passportNo'],
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type LearnerOpenJobsQuery = z.output<typeof learnerOpenJobsQuerySchema>;
export type LearnerOpenJobsPageQuery = z.output<typeof learnerOpenJobsPageQuerySchema>;
export type UpdateLearnerProfileBody = z.output<typeof updateLearnerProfileBodySchema>;
/** The Edit Profile form's values as a client holds them (lists included). */
export type LearnerProfileValues = { [K in keyof UpdateLearnerProfileBody]?: unknown };
