import { z } from 'zod';
import { accountStatusSchema } from '../accounts/schemas-review.ts';
import { employerFundingSchema } from '../payments/schemas-funding.ts';
import { placementItemSchema } from '../placements/schemas-answers.ts';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { actionSchema, keysetPageSchema } from '../shared/schemas.ts';
import { employerOtherTownRule, employerStepSchemas } from '../signup/schemas.ts';

/**
 * An employer's record (docs/api-accounts.md "Records", spec 1 §3): the admin view, what a learner
 * sees of it, the company profile the employer edits, and the dashboard's overview.
 */

/** An employer, admin view (spec 1 §3 field names), plus its review status. */
export const employerRecordSchema = z.object({
  empId: z.string(),
  empName: z.string(),
  empEmail: z.string(),
  empPhone: z.string(),
  /** A town id of `TOWNS`, or `OTHER_TOWN_ID` with the town in `empCityOther`. */
  empCity: z.number().nullable(),
  /** The typed town when `empCity` is "Other (type it)"; `''` otherwise (issue 30). */
  empCityOther: z.string(),
  empState: z.string(),
  empCountry: z.string(),
  /** An employer type id of `EMPLOYER_TYPES`. */
  empType: z.number().nullable(),
  /** A sector id of `SECTORS`. */
  companySectorKey: z.number().nullable(),
  staffCount: z.number().nullable(),
  empRegistrationState: z.string(),
  /** When the application was made (ISO 8601). */
  empAppDate: z.iso.datetime().nullable(),
  /** When an admin approved it (ISO 8601), null before. */
  empApprovalDate: z.iso.datetime().nullable(),
  empStreet: z.string(),
  empPostalCode: z.string(),
  empFax: z.string(),
  empWebsite: z.string(),
  empPName: z.string(),
  empPTitle: z.string(),
  empPPhone: z.string(),
  empPFax: z.string(),
  empPEmail: z.string(),
  empIsParent: z.boolean(),
  empParentId: z.string(),
  companyStartMonth: z.number().nullable(),
  companyStartYear: z.number().nullable(),
  /** The employer is a registered training provider (isRTP). */
  tvettrainingprovider: z.boolean(),
  status: accountStatusSchema,
  /** The sign-up address was confirmed through its mailed code (admin answers; issue 16). */
  emailVerified: z.boolean().optional(),
  /** Who pays its trainees this month (one employer's record, for the office and itself; issue 28). */
  funding: employerFundingSchema.optional(),
});

/** An employer, admin view. */
export type EmployerRecord = z.output<typeof employerRecordSchema>;

/** `GET /api/Admin/Employers`: one page of employers. */
export const employerPageSchema = keysetPageSchema(employerRecordSchema);

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
  empCityOther: true,
  empWebsite: true,
  empPName: true,
  empPTitle: true,
});

/** Answer of GetEmployerById: the whole record (admin, the employer itself) or the public profile (learners). */
export const employerByIdAnswerSchema = z.union([employerRecordSchema, employerPublicProfileSchema]);

/** The employer overview: counters and the 5 newest applications. Selected = status 3 or 5. */
export const employerOverviewSchema = z.object({
  totalJobs: z.number(),
  publishedJobs: z.number(),
  totalApplications: z.number(),
  selectedCandidates: z.number(),
  recentApplications: z.array(placementItemSchema),
});

/** Answer of CloseJobPosition, ApplyForOJT, UpdateEmployerProfile. */
export const employerActionSchema = actionSchema;

const [basics, address, contact, details] = employerStepSchemas;
const { empId: _signupEmpId, ...basicFields } = basics.shape;

/**
 * POST /api/Employer/UpdateEmployerProfile (JSON): the employer fields of spec 2 §3 with the sign-up
 * wizard's rules. `empId` names the profile ('Employer ID is missing.' when absent) and cannot be
 * changed; the approval state is not part of the payload.
 */
export const employerProfileBodySchema = z
  .strictObject({
    empId: textField('Employer ID', { required: true, requiredMessage: MESSAGES.employerIdMissing, max: 50 }),
    ...basicFields,
    ...address.shape,
    ...contact.shape,
    ...details.shape,
  })
  .superRefine(employerOtherTownRule);

export type EmployerProfileBody = z.output<typeof employerProfileBodySchema>;
/** The employer profile form values as a client holds them. */
export type EmployerProfileValues = { [K in keyof EmployerProfileBody]?: unknown };
export type EmployerOverview = z.output<typeof employerOverviewSchema>;
export type EmployerPublicProfile = z.output<typeof employerPublicProfileSchema>;
