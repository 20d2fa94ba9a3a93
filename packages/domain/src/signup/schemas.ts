import { z } from 'zod';
import {
  hasIdentification,
  learnerAdditionalShape,
  learnerAddressShape,
  learnerOtherTownRule,
  learnerPersonalShape,
  signupDateOfBirthField,
} from '../learners/schemas-fields.ts';
import {
  emailField,
  faxField,
  flagField,
  phoneField,
  selectField,
  textField,
  websiteField,
} from '../shared/field-schemas.ts';
import { isStaffCountValue, startYears } from '../shared/lookups/company-options.ts';
import { isCityId } from '../shared/lookups/geography.ts';
import { isEmployerTypeId } from '../shared/lookups/programme-lookups.ts';
import { isSectorId } from '../shared/lookups/sectors.ts';
import { otherTownField, requireOtherTowns } from '../shared/lookups/town-fields.ts';
import { MESSAGES } from '../shared/messages.ts';
import { actionWithDataSchema } from '../shared/schemas.ts';
import { unknownFieldsMessage } from '../shared/texts.ts';

/** The human label of every employer sign-up payload field, used in '{label} is required'. */
export const EMPLOYER_FIELD_LABELS = {
  empId: 'Employer ID',
  empName: 'Company Name',
  empType: 'Employer Type',
  empEmail: 'Company Email',
  empPhone: 'Company Phone',
  empWebSite: 'Website',
  empFax: 'Fax',
  empStreet: 'Street Address',
  empCity: 'City',
  empCityOther: 'Town or village name',
  empState: 'Region or corporation',
  empPostalCode: 'Postal Code',
  empCountry: 'Country',
  empRegistrationState: 'Registration State',
  empPName: 'Contact Name',
  empPTitle: 'Contact Title',
  empPPhone: 'Contact Phone',
  empPEmail: 'Contact Email',
  empPFax: 'Contact Fax',
  companyStartMonth: 'Company Start Month',
  companyStartYear: 'Company Start Year',
  companySector: 'Company Sector',
  staffCount: 'Staff Count',
  isParent: 'Parent Company',
  empParentId: 'Parent Company ID',
  isRTP: 'Registered Training Provider',
} as const;

const L = EMPLOYER_FIELD_LABELS;

/** Step 1, Basic Company Information: id, name, type, email and phone required; website and fax checked. */
const employerStep1 = z.object({
  empId: textField(L.empId, { required: true, max: 50 }),
  empName: textField(L.empName, { required: true, max: 150 }),
  empType: selectField(L.empType, isEmployerTypeId),
  empEmail: emailField(L.empEmail, true),
  empPhone: phoneField(L.empPhone, true),
  empWebSite: websiteField(L.empWebSite),
  empFax: faxField(L.empFax),
});

/** Step 2, Company Address: street, city, state and postal code required. */
const employerStep2 = z.object({
  empStreet: textField(L.empStreet, { required: true, max: 200 }),
  empCity: selectField(L.empCity, isCityId),
  empCityOther: otherTownField(L.empCityOther),
  empState: textField(L.empState, { required: true, max: 100 }),
  empPostalCode: textField(L.empPostalCode, { required: true, max: 20 }),
  empCountry: textField(L.empCountry, { max: 100 }),
  empRegistrationState: textField(L.empRegistrationState, { max: 100 }),
});

/** Where the company's city is "Other (type it)", its typed town is required (issue 30). */
export const employerOtherTownRule = requireOtherTowns([
  { city: 'empCity', other: 'empCityOther', label: L.empCityOther },
]);

/** Step 3, Primary Contact Information: name, title, phone and email required; fax checked. */
const employerStep3 = z.object({
  empPName: textField(L.empPName, { required: true, max: 100 }),
  empPTitle: textField(L.empPTitle, { required: true, max: 100 }),
  empPPhone: phoneField(L.empPPhone, true),
  empPEmail: emailField(L.empPEmail, true),
  empPFax: faxField(L.empPFax),
});

/** Step 4, Company Details & Preferences: start month and year, sector and staff count required. */
const employerStep4 = z.object({
  companyStartMonth: selectField(L.companyStartMonth, (month) => month >= 1 && month <= 12),
  companyStartYear: selectField(L.companyStartYear, (year) => startYears().includes(year)),
  companySector: selectField(L.companySector, isSectorId),
  staffCount: selectField(L.staffCount, isStaffCountValue),
  isParent: flagField(L.isParent),
  empParentId: textField(L.empParentId, { max: 50 }),
  isRTP: flagField(L.isRTP),
});

/**
 * The four employer wizard steps (spec 1 §5), each taking the sign-up payload's field names.
 * Non-strict: a step ignores the other steps' fields. Select values (empType, empCity,
 * companyStartMonth, companyStartYear, companySector, staffCount) may be strings or numbers and come
 * out as integers; `''` and 0 count as missing.
 */
export const employerStepSchemas = [
  employerStep1,
  employerStep2.superRefine(employerOtherTownRule),
  employerStep3,
  employerStep4,
] as const;

/**
 * The whole employer sign-up payload (POST /api/Signup/SignupAsEmployer): every step's rules,
 * lookups checked, unknown keys refused.
 */
export const employerSignupSchema = z
  .strictObject(
    { ...employerStep1.shape, ...employerStep2.shape, ...employerStep3.shape, ...employerStep4.shape },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined) },
  )
  .superRefine(employerOtherTownRule);

/** The employer sign-up payload as parsed: trimmed text, integer ids, boolean flags. */
export type EmployerSignup = z.output<typeof employerSignupSchema>;
/** The employer sign-up form values as a client holds them. */
export type EmployerSignupValues = { [K in keyof EmployerSignup]?: unknown };

// ---------------------------------------------------------------------------------------------
// Learners

// Runs even when other fields failed, so step 3 shows every message at once; the payload must
// still be an object.
const identificationRule = {
  message: MESSAGES.identificationRequired,
  path: ['passportNo'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Step 1, Personal Information: first and last name, date of birth, gender, personal email and mobile
 * required; the date of birth within the programme's ages today (the whole payload's schema leaves
 * that to the server's clock).
 */
const learnerStep1 = z.object({ ...learnerPersonalShape(true), dob: signupDateOfBirthField() });

/** Step 2, Address Information: street, city and state required; postal code and permanent address optional. */
const learnerStep2 = z.object(learnerAddressShape(true)).superRefine(learnerOtherTownRule);

/**
 * Step 3, Additional Information: employment status and education level required, and at least one
 * of passport number, national ID and birth certificate number (message on `passportNo`).
 */
const learnerStep3 = z.object(learnerAdditionalShape(true)).refine(hasIdentification, identificationRule);

/**
 * The three learner wizard steps (spec 1 §5), taking the sign-up payload's field names. Non-strict:
 * a step ignores the other steps' fields. city, permanentCity and disability may be strings or
 * numbers and come out as integers (permanentCity `null` when not chosen, disability 0 by default).
 */
export const learnerStepSchemas = [learnerStep1, learnerStep2, learnerStep3] as const;

// Sign-up sends the four lists as null; an empty list is accepted too, items are not.
const emptyList = z.union([z.null(), z.array(z.never()).max(0)]).optional();

/**
 * The whole learner sign-up payload (POST /api/Signup/SignUpAsLearner): every step's rules,
 * lookups checked, the four lists null or absent, unknown keys refused.
 */
export const learnerSignupSchema = z
  .strictObject(
    {
      ...learnerPersonalShape(true),
      ...learnerAddressShape(true),
      ...learnerAdditionalShape(true),
      lstQualification: emptyList,
      lstExp: emptyList,
      lstIds: emptyList,
      lstRef: emptyList,
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined) },
  )
  .refine(hasIdentification, identificationRule)
  .superRefine(learnerOtherTownRule);

/** The learner sign-up payload as parsed: trimmed text, integer ids. */
export type LearnerSignup = z.output<typeof learnerSignupSchema>;
/** The learner sign-up form values as a client holds them. */
export type LearnerSignupValues = { [K in keyof LearnerSignup]?: unknown };

/** `POST /api/Signup/SignUpAsLearner`: 201 with the generated learner id (the future username). */
export const learnerSignupAnswerSchema = actionWithDataSchema(z.object({ learnerId: z.string() }));

/** The answer of `POST /api/Signup/SignUpAsLearner`. */
export type LearnerSignupAnswer = z.output<typeof learnerSignupAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Withdrawing a learner sign-up that was never approved (issue 11)

/** `POST /api/Signup/WithdrawRequest { email }`: mails a 6-digit code to a learner whose sign-up may be withdrawn. */
export const withdrawRequestSchema = z.strictObject({
  email: emailField('Email address', true),
});
/** The body of WithdrawRequest. */
export type WithdrawRequest = z.output<typeof withdrawRequestSchema>;

/** `POST /api/Signup/WithdrawConfirm { email, code }`: deletes the sign-up when the code is right. */
export const withdrawConfirmSchema = z.strictObject({
  email: emailField('Email address', true),
  code: textField('Code', {
    required: true,
    max: 20,
    problem: (value) => (/^\d{6}$/.test(value) ? undefined : 'Code must be the 6 digits we emailed you'),
  }),
});
/** The body of WithdrawConfirm. */
export type WithdrawConfirm = z.output<typeof withdrawConfirmSchema>;
