import { z } from 'zod';
import { invalidValueMessage, tooLongMessage } from '../messages/message-templates.ts';
import { MESSAGES } from '../messages/messages.ts';
import { hasForbiddenControl, normalizeText } from '../validation/field-schemas.ts';
import { pageSchema } from './common.ts';
import {
  experienceItemSchema,
  identificationItemSchema,
  qualificationItemSchema,
  referenceItemSchema,
} from './learner-profile-lists.ts';

/**
 * Answers of the admin calls (docs/api-accounts.md "Admin" and "Records"): the employer and learner
 * records in the admin-view shape of spec 1 §3, the paged lists and the counts.
 */

/** An account's review state: pending until an admin approves or rejects it. */
export const accountStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** An account's review state. */
export type AccountStatus = z.output<typeof accountStatusSchema>;

/**
 * The order of the admin Employers and Learners lists (`sort`): newest sign-ups first (the tables'
 * default) or oldest first (the overview's queue of pending sign-ups, issue 16).
 */
export const ACCOUNT_LIST_SORTS = ['newest', 'oldest'] as const;

/** The order of an admin account list. */
export type AccountListSort = (typeof ACCOUNT_LIST_SORTS)[number];

/** An employer, admin view (spec 1 §3 field names), plus its review status. */
export const employerRecordSchema = z.object({
  empId: z.string(),
  empName: z.string(),
  empEmail: z.string(),
  empPhone: z.string(),
  /** A city id of `CITIES`. */
  empCity: z.number().nullable(),
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
});

/** An employer, admin view. */
export type EmployerRecord = z.output<typeof employerRecordSchema>;

/** Fields of the legacy record the portal does not collect yet: null until a profile holds them. */
const notCollected = z.union([z.string(), z.number()]).nullable();

/** A learner, admin view (spec 1 §3 and document 2's profile), plus its review status. */
export const learnerRecordSchema = z.object({
  learnerId: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  emailPersonal: z.string(),
  emailWork: z.string(),
  /** Date of birth, `YYYY-MM-DD`. */
  dob: z.string().nullable(),
  /** A code of `GENDERS`. */
  gender: z.string(),
  /** A code of `MARITAL_STATUSES`. */
  maritalStatus: z.string(),
  nationality: z.string(),
  countryofBirth: z.string(),
  /** When the learner signed up (ISO 8601). */
  dateRegistered: z.iso.datetime().nullable(),
  learnerEmploymentStatus: z.string(),
  lastLevelEducation: z.string(),
  learnerEducationLevel: z.string(),
  learnerTeachingExperience: notCollected,
  learnerSupervisoryExperience: notCollected,
  /** 1 when the learner declared a disability, else 0. */
  disability: z.number(),
  disabilitytype: z.string(),
  /** The learner's consent to show their disability to the employers they applied to (off by default). */
  shareDisability: z.boolean(),
  interestedinOjt: z.boolean(),
  lifeSkills: z.string().nullable(),
  phoneHome: z.string(),
  phoneMobile: z.string(),
  phoneWork: z.string(),
  streetAddress: z.string(),
  /** A city id of `CITIES`. */
  city: z.number().nullable(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  permanentStreet: z.string(),
  permanentCity: z.number().nullable(),
  permanentState: z.string(),
  permanentPostalCode: z.string(),
  permanentCountry: z.string(),
  birthCertificate: z.string(),
  nationalId: z.string(),
  passportId: z.string(),
  driverId: z.string().nullable(),
  nis: z.string(),
  /** `LEARNER_STATUS`: 0 pending, 1 approved, 2 rejected. */
  learnerStatus: z.number(),
  status: accountStatusSchema,
  /** The sign-up address was confirmed through its mailed code (admin answers; issue 16). */
  emailVerified: z.boolean().optional(),
});

/** A learner, admin view. */
export type LearnerRecord = z.output<typeof learnerRecordSchema>;

/**
 * A learner as the paged admin table gets it: identity numbers and date of birth left out, so a page
 * of the list never carries them to the browser (the serialiser drops them even if handed them).
 */
export const learnerListItemSchema = learnerRecordSchema.omit({
  // The consent hints at a disability, which the list masks.
  shareDisability: true,
  dob: true,
  birthCertificate: true,
  nationalId: true,
  passportId: true,
  driverId: true,
  nis: true,
});

/** A learner row of the paged admin table. */
export type LearnerListItem = z.output<typeof learnerListItemSchema>;

/**
 * `GET /api/Learner/GetLearnerById/{id}`: the legacy answer, one item wrapping the record with the
 * learner's four profile lists (learner-profile-lists.ts), each row with its `id`.
 */
export const learnerByIdAnswerSchema = z.array(
  z.object({
    learner: learnerRecordSchema,
    identifications: z.array(identificationItemSchema),
    experience: z.array(experienceItemSchema),
    qualifications: z.array(qualificationItemSchema),
    references: z.array(referenceItemSchema),
  }),
);

/** The answer of `GET /api/Learner/GetLearnerById/{id}`. */
export type LearnerByIdAnswer = z.output<typeof learnerByIdAnswerSchema>;

/**
 * A learner as an employer sees an applicant (PRODUCT.md §4): name, contact details, education and
 * experience. Never identity numbers, date of birth, gender, marital status, nationality or the
 * permanent address; `disability` and `disabilitytype` only when the learner chose to share them.
 */
export const applicantRecordSchema = learnerRecordSchema
  .pick({
    learnerId: true,
    firstName: true,
    middleName: true,
    lastName: true,
    emailPersonal: true,
    emailWork: true,
    phoneMobile: true,
    phoneHome: true,
    phoneWork: true,
    streetAddress: true,
    city: true,
    state: true,
    postalCode: true,
    country: true,
    learnerEmploymentStatus: true,
    lastLevelEducation: true,
    learnerEducationLevel: true,
    learnerTeachingExperience: true,
    learnerSupervisoryExperience: true,
    lifeSkills: true,
    interestedinOjt: true,
  })
  .extend({ disability: z.number().optional(), disabilitytype: z.string().optional() });

/** An applicant's record as an employer gets it. */
export type ApplicantRecord = z.output<typeof applicantRecordSchema>;

/**
 * `GET /api/Learner/GetLearnerById/{id}` for an employer: the same call and shape as
 * `learnerByIdAnswerSchema` with the reduced record; `identifications` is always empty.
 */
export const applicantProfileAnswerSchema = z.array(
  z.object({
    learner: applicantRecordSchema,
    identifications: z.array(identificationItemSchema).max(0),
    experience: z.array(experienceItemSchema),
    qualifications: z.array(qualificationItemSchema),
    references: z.array(referenceItemSchema),
  }),
);

/** The answer of `GET /api/Learner/GetLearnerById/{id}` for an employer. */
export type ApplicantProfileAnswer = z.output<typeof applicantProfileAnswerSchema>;

/** `GET /api/Admin/Employers`: one page of employers. */
export const employerPageSchema = pageSchema(employerRecordSchema);

/** `GET /api/Admin/Learners`: one page of learners, without identity fields. */
export const learnerPageSchema = pageSchema(learnerListItemSchema);

/** Accounts of one role counted by review status. */
export const statusTallySchema = z.object({
  total: z.number(),
  approved: z.number(),
  pending: z.number(),
  rejected: z.number(),
});

/** Accounts of one role counted by review status. */
export type StatusTally = z.output<typeof statusTallySchema>;

/** `GET /api/Admin/Stats`: counts by status and the approval rate (whole percent over both roles). */
export const adminStatsSchema = z.object({
  employers: statusTallySchema,
  learners: statusTallySchema,
  approvalRate: z.number(),
  /** Mails the outbox gave up on after retrying them for a day (issue 12). */
  failedMail: z.number(),
});

/** `GET /api/Admin/Stats`. */
export type AdminStats = z.output<typeof adminStatsSchema>;

/** Longest reason an admin may give for a rejection. */
export const REJECT_REASON_MAX = 500;

/**
 * The optional reason for a rejection (issue 16): mailed to the applicant and kept with the decision.
 * Trimmed; several lines allowed; any other control character (NUL included) is refused by name.
 */
export const rejectReasonSchema = z
  .preprocess(normalizeText, z.string({ error: invalidValueMessage('Reason') }))
  .superRefine((value, ctx) => {
    let message: string | undefined;
    if (hasForbiddenControl(value, true)) message = MESSAGES.rejectReasonInvalid;
    else if (value.length > REJECT_REASON_MAX) message = tooLongMessage('Reason', REJECT_REASON_MAX);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
