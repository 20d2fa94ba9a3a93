/** Gender codes. */
export const GENDERS = [
  { code: 'M', label: 'Male' },
  { code: 'F', label: 'Female' },
  { code: 'O', label: 'Other' },
] as const;

/** A gender code: M, F or O. */
export type GenderCode = (typeof GENDERS)[number]['code'];

/** Marital status codes. */
export const MARITAL_STATUSES = [
  { code: 'S', label: 'Single' },
  { code: 'M', label: 'Married' },
  { code: 'D', label: 'Divorced' },
  { code: 'W', label: 'Widowed' },
] as const;

/** A marital status code: S, M, D or W. */
export type MaritalStatusCode = (typeof MARITAL_STATUSES)[number]['code'];

/** Employment statuses offered at sign-up (value = label). */
export const EMPLOYMENT_STATUSES = ['Employed', 'Unemployed', 'Student', 'Self-Employed', 'Retired'] as const;

/** An employment status. */
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Employment statuses offered by the profile editors: the sign-up list without Retired. */
export const PROFILE_EMPLOYMENT_STATUSES = ['Employed', 'Unemployed', 'Student', 'Self-Employed'] as const;

/** Education levels as the spec sends them on the wire (every one is accepted). */
export const EDUCATION_LEVELS = [
  'Primary',
  'Secondary',
  'High School',
  'Diploma',
  'Bachelor',
  'Master',
  'PhD',
] as const;

/** An education level. */
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * The education levels a select offers (issue 30): the spec's value, and beside it the qualifications
 * people in Trinidad and Tobago know it by. "High School" and "Secondary" are one level here, offered
 * once as "Secondary"; "High School" is still accepted on the wire and reads the same.
 */
export const EDUCATION_LEVEL_CHOICES = [
  { value: 'Primary', local: 'primary school' },
  { value: 'Secondary', local: 'CSEC, CVQ Level 1 or 2' },
  { value: 'Diploma', local: 'CAPE, CVQ Level 3, associate degree' },
  { value: 'Bachelor', local: "bachelor's degree" },
  { value: 'Master', local: "master's degree" },
  { value: 'PhD', local: 'doctorate' },
] as const satisfies readonly { value: EducationLevel; local: string }[];

/** The level an education value is offered as: "High School" is "Secondary"; unknown values as given. */
export function offeredEducationLevel(value: string): string {
  return value === 'High School' ? 'Secondary' : value;
}

/** An education level with its local qualifications beside it ('Secondary (CSEC, CVQ Level 1 or 2)'); unknown values as given. */
export function educationLevelLabel(value: unknown): string {
  if (typeof value !== 'string') return '';
  const choice = EDUCATION_LEVEL_CHOICES.find((row) => row.value === offeredEducationLevel(value));
  return choice ? `${choice.value} (${choice.local})` : value;
}

/** Disability options: 0 No Disability, 1 Has Disability. */
export const DISABILITY_OPTIONS = [
  { value: 0, label: 'No Disability' },
  { value: 1, label: 'Has Disability' },
] as const;

/** A disability flag: 0 or 1. */
export type DisabilityValue = (typeof DISABILITY_OPTIONS)[number]['value'];

/** The label of a gender code; `''` when unknown. */
export function genderLabel(code: unknown): string {
  return GENDERS.find((row) => row.code === code)?.label ?? '';
}

/** The label of a marital status code; `''` when unknown. */
export function maritalStatusLabel(code: unknown): string {
  return MARITAL_STATUSES.find((row) => row.code === code)?.label ?? '';
}

/** The label of a disability flag (`1`/`'1'` → 'Has Disability'; anything else → 'No Disability'). */
export function disabilityLabel(value: unknown): string {
  return Number(value) === 1 ? DISABILITY_OPTIONS[1].label : DISABILITY_OPTIONS[0].label;
}
