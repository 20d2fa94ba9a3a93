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

/** Education levels (value = label). */
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
