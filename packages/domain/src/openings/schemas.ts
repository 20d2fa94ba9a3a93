import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { isTownId } from '../shared/lookups/geography.ts';
import { isSectorId } from '../shared/lookups/sectors.ts';
import { MESSAGES } from '../shared/messages.ts';
import { parsePortalDateTime } from '../shared/portal-date-time.ts';
import { toIsoDate } from '../shared/portal-time.ts';
import {
  accountKeyField,
  optionalRecordIdField,
  recordIdField,
  toRecordId,
} from '../shared/record-fields.ts';
import { invalidOptionMessage } from '../shared/texts.ts';
import { jobPositionFormSchema, publishFormSchema } from './schemas-forms.ts';

/**
 * Requests of the job positions' and openings' calls (spec 2 §7), validated by the server with the
 * forms' own rules and messages. Every parameter may come in the query string or the JSON body.
 * Date-times are `YYYY-MM-DDThh:mm:00` without a zone, meaning Port of Spain time.
 */

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

const jobPositionFields = {
  empId: accountKeyField('empId'),
  EmpId: accountKeyField('EmpId'),
  ...jobPositionFormSchema.shape,
};

/** POST /api/Employer/AddJobPosition (JSON): jobPositionId 0 (or absent), empId, the job form's fields. */
export const addJobPositionBodySchema = z.strictObject({
  jobPositionId: z
    .preprocess(toRecordId, z.number().optional())
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

// ---------------------------------------------------------------------------------------------
// The learner's Browse Programs

/** A sector filter: missing, blank or 0 mean all sectors; otherwise a sector id 1-46. */
const sectorsField = optionalRecordIdField('Sectors').refine(
  (value) => value === undefined || isSectorId(value),
  {
    message: invalidOptionMessage('Sector'),
  },
);

/** GET /api/Learner/GetOpenJobs ?Sectors (above 0 filters by sector). */
export const learnerOpenJobsQuerySchema = z.strictObject({ Sectors: sectorsField });

/** The orders Browse offers besides its ranking: closing soonest first, or newest first. */
export const OPEN_JOBS_SORTS = ['closing', 'newest'] as const;
/** One of `OPEN_JOBS_SORTS`. */
export type OpenJobsSort = (typeof OPEN_JOBS_SORTS)[number];

/** Longest keyword Browse searches for. */
export const OPEN_JOBS_KEYWORD_MAX = 100;

/**
 * GET /api/Learner/OpenJobs ?Sectors&Keyword&CityId&State&Sort&page&pageSize (20 by default, at
 * most 100). Keyword (at most 100 characters, one line) is looked for in the job title, the
 * employer's name and the requirements; CityId (a listed town) and State (a region or corporation: the employer's region as
 * written, or a town of that region) narrow by area; Sort `closing` or `newest` replaces the ranking by match.
 */
export const learnerOpenJobsPageQuerySchema = z.strictObject({
  Sectors: sectorsField,
  Keyword: textField('Keyword', { max: OPEN_JOBS_KEYWORD_MAX }),
  CityId: optionalRecordIdField('CityId').refine((value) => value === undefined || isTownId(value), {
    message: invalidOptionMessage('Town'),
  }),
  State: textField('State', { max: 100 }),
  // Blank means the ranking, as a form sends an unchosen select.
  Sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(OPEN_JOBS_SORTS, { error: 'Sort must be closing or newest' }).optional(),
  ),
  page: z.coerce.number({ error: 'page is not valid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize is not valid' }).int().min(1).max(100).default(20),
});

export type AddJobPositionBody = z.output<typeof addJobPositionBodySchema>;
export type UpdateJobPositionBody = z.output<typeof updateJobPositionBodySchema>;
export type OpenJobPositionParams = z.output<typeof openJobPositionParamsSchema>;
export type LearnerOpenJobsQuery = z.output<typeof learnerOpenJobsQuerySchema>;
export type LearnerOpenJobsPageQuery = z.output<typeof learnerOpenJobsPageQuerySchema>;
