import { z } from 'zod';
import { choiceField, emailField, phoneField, textField } from '../shared/field-schemas.ts';
import { QUALIFICATIONS } from '../shared/lookups/programme-lookups.ts';
import { MESSAGES } from '../shared/messages.ts';
import { portalDateParts, toIsoDate } from '../shared/portal-time.ts';
import { invalidValueMessage, unknownFieldsMessage } from '../shared/texts.ts';
import { tooManyRowsMessage } from './texts.ts';

/**
 * The four lists of a learner profile (spec 2 §3): additional identifications, experience,
 * qualifications and references. Answers carry each row with its `id`; the UpdateLearnerProfile
 * body sends the rows (an `id` in a row is accepted and ignored: a list sent replaces the old one).
 * Dates are `YYYY-MM-DD` (MM/DD/YYYY accepted), null when not given.
 */

/** Most rows each profile list may hold. */
export const LEARNER_LIST_MAX = 20;
/** Earliest year a qualification may have been obtained. */
export const EARLIEST_QUALIFICATION_YEAR = 1940;

/** How each list is named in its messages ('Add at most 20 qualifications.'). */
export const LEARNER_LIST_LABELS = {
  lstIds: 'identifications',
  lstExp: 'experience entries',
  lstQualification: 'qualifications',
  lstRef: 'references',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

/** An additional identification. */
export const identificationItemSchema = z.object({
  id: z.number(),
  identificationType: z.string(),
  identificationNumber: z.string(),
  issuingAuthority: z.string(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
});

/** A work experience entry. */
export const experienceItemSchema = z.object({
  id: z.number(),
  company: z.string(),
  position: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  description: z.string(),
});

/** A qualification: `qualificationType` a name of `QUALIFICATIONS` ('CVQ'). */
export const qualificationItemSchema = z.object({
  id: z.number(),
  qualificationType: z.string(),
  certificateName: z.string(),
  institution: z.string(),
  yearObtained: z.number().nullable(),
  description: z.string(),
});

/** A reference. */
export const referenceItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  position: z.string(),
});

export type IdentificationItem = z.output<typeof identificationItemSchema>;
export type ExperienceItem = z.output<typeof experienceItemSchema>;
export type QualificationItem = z.output<typeof qualificationItemSchema>;
export type ReferenceItem = z.output<typeof referenceItemSchema>;

// ---------------------------------------------------------------------------------------------
// Rows of the update body

function optionalDateField(label: string) {
  return textField(label, {
    max: 10,
    tooLongMessage: MESSAGES.invalidDate,
    problem: (value) => (toIsoDate(value) ? undefined : MESSAGES.invalidDate),
  }).transform((value) => (value === '' ? null : toIsoDate(value)));
}

function toYear(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === 0) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : -1;
  if (typeof value === 'string') return /^\s*\d{4}\s*$/.test(value) ? Number(value) : -1;
  return -1;
}

/** A year between 1940 and this year (Port of Spain), or null when not given. */
function optionalYearField() {
  return z.preprocess(toYear, z.number().nullable()).superRefine((value, ctx) => {
    if (value === null) return;
    if (value < EARLIEST_QUALIFICATION_YEAR || value > portalDateParts().year)
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidYear });
  });
}

// Clients may send back the rows they were given, ids and all; the ids are not trusted.
const rowId = z
  .unknown()
  .optional()
  .transform(() => undefined);

function rowObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(
    { id: rowId, ...shape },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? unknownFieldsMessage(issue.keys) : undefined),
    },
  );
}

function notBefore(earlier: string | null, later: string | null): boolean {
  return earlier === null || later === null || later >= earlier;
}

/** An additional identification row: type and number required; expiry after issue. */
export const identificationRowSchema = rowObject({
  identificationType: textField('Identification Type', { required: true, max: 50 }),
  identificationNumber: textField('Identification Number', { required: true, max: 50 }),
  issuingAuthority: textField('Issuing Authority', { max: 100 }),
  issueDate: optionalDateField('Issue Date'),
  expiryDate: optionalDateField('Expiry Date'),
}).refine((row) => notBefore(row.issueDate, row.expiryDate), {
  message: MESSAGES.expiryBeforeIssue,
  path: ['expiryDate'],
});

/** An experience row: company and position required; end on or after start. */
export const experienceRowSchema = rowObject({
  company: textField('Company', { required: true, max: 150 }),
  position: textField('Position', { required: true, max: 150 }),
  startDate: optionalDateField('Start Date'),
  endDate: optionalDateField('End Date'),
  description: textField('Description', { max: 1000, multiline: true }),
}).refine((row) => notBefore(row.startDate, row.endDate), {
  message: MESSAGES.endBeforeStart,
  path: ['endDate'],
});

const QUALIFICATION_NAMES = QUALIFICATIONS.map((row) => row.name);

/** A qualification row: a type from the qualification lookup and a certificate name required. */
export const qualificationRowSchema = rowObject({
  qualificationType: choiceField('Qualification Type', QUALIFICATION_NAMES, true),
  certificateName: textField('Certificate Name', { required: true, max: 200 }),
  institution: textField('Institution', { max: 200 }),
  yearObtained: optionalYearField(),
  description: textField('Description', { max: 1000, multiline: true }),
});

/** A reference row: name required; phone and email checked when given. */
export const referenceRowSchema = rowObject({
  name: textField('Name', { required: true, max: 150 }),
  relationship: textField('Relationship', { max: 100 }),
  phone: phoneField('Phone'),
  email: emailField('Email'),
  company: textField('Company', { max: 150 }),
  position: textField('Position', { max: 150 }),
});

export type IdentificationRow = z.output<typeof identificationRowSchema>;
export type ExperienceRow = z.output<typeof experienceRowSchema>;
export type QualificationRow = z.output<typeof qualificationRowSchema>;
export type ReferenceRow = z.output<typeof referenceRowSchema>;

/**
 * A profile list in the update body: an array (at most 20 rows, each checked) replaces the
 * learner's rows; null or absent leaves them as they are.
 */
export function profileListField<T extends z.ZodType>(row: T, name: keyof typeof LEARNER_LIST_LABELS) {
  return z
    .array(row, { error: invalidValueMessage(name) })
    .max(LEARNER_LIST_MAX, tooManyRowsMessage(LEARNER_LIST_LABELS[name], LEARNER_LIST_MAX))
    .nullable()
    .optional();
}
