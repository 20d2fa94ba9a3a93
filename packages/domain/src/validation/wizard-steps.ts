/** Titles of the employer sign-up wizard's four steps. */
export const EMPLOYER_STEP_TITLES = [
  'Basic Company Information',
  'Company Address',
  'Primary Contact Information',
  'Company Details & Preferences',
] as const;

/** Titles of the learner sign-up wizard's three steps. */
export const LEARNER_STEP_TITLES = [
  'Personal Information',
  'Address Information',
  'Additional Information',
] as const;
