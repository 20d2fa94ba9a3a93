import { z } from 'zod';
import { accountStatusSchema } from '../accounts/schemas-review.ts';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { actionSchema, keysetPageSchema } from '../shared/schemas.ts';
import { unknownFieldsMessage } from '../shared/texts.ts';
import { hasIdentification, learnerOtherTownRule } from './schemas-fields.ts';
import {
  experienceItemSchema,
  experienceRowSchema,
  identificationItemSchema,
  identificationRowSchema,
  profileListField,
  qualificationItemSchema,
  qualificationRowSchema,
  referenceItemSchema,
  referenceRowSchema,
} from './schemas-lists.ts';
import { learnerProfileFormSchema } from './schemas-profile.ts';

/**
 * A learner's record (docs/api-accounts.md "Records", spec 1 §3 and document 2's profile): the admin
 * view, the paged list's row, the profile with its four lists, what an employer sees of an applicant,
 * and the Edit Profile body.
 */

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
  /** A town id of `TOWNS`, or `OTHER_TOWN_ID` with the town in `cityOther`. */
  city: z.number().nullable(),
  /** The typed town when `city` is "Other (type it)"; `''` otherwise (issue 30). */
  cityOther: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  permanentStreet: z.string(),
  permanentCity: z.number().nullable(),
  permanentCityOther: z.string(),
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
 * learner's four profile lists (`schemas-lists.ts`), each row with its `id`.
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
    cityOther: true,
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

/** `GET /api/Admin/Learners`: one page of learners, without identity fields. */
export const learnerPageSchema = keysetPageSchema(learnerListItemSchema);

/** The first (only) item of GetLearnerById's answer: the record and its four lists. */
export type LearnerProfile = LearnerByIdAnswer[number];

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
  })
  .superRefine(learnerOtherTownRule);

/** Answer of UpdateLearnerProfile: `{ success: true, message: 'Profile updated successfully.' }`. */
export const learnerProfileUpdatedSchema = actionSchema;

export type UpdateLearnerProfileBody = z.output<typeof updateLearnerProfileBodySchema>;
/** The Edit Profile form's values as a client holds them (lists included). */
export type LearnerProfileValues = { [K in keyof UpdateLearnerProfileBody]?: unknown };
