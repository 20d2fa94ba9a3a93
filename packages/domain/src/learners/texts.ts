/**
 * Texts of a learner's profile: reading it, the Edit Profile form and its four lists, the date of
 * birth, and the admin's Learners list (spec 2 §2, §5, §8 verbatim; PRODUCT.md §4's rules and GOV.UK's
 * date input in the spec's voice). The dashboard's screens are in `texts-screens.ts`.
 */
export const LEARNER_DASHBOARD_MESSAGES = {
  // The admin's Learners list (spec 1 §8)
  failedLoadLearners: 'Failed to load learners. Please try again.',
  noLearnersFound: 'No learners found',

  // Reading a profile (spec 2 §2, §8)
  loadingProfile: 'Loading profile...',
  noProfileData: 'No profile data found.',
  failedLoadProfileData: 'Failed to load profile data.',
  learnerProfileNotFound: 'Learner profile not found',
  failedLoadLearnerProfile: 'Failed to load learner profile',
  errorLoadingLearnerProfile: 'Error loading learner profile',

  // Saving it (spec 2 §5, §8)
  userIdNotFound: 'User ID not found. Please log in again.',
  failedUpdateLearnerProfile: 'Failed to update learner profile',
  ownProfileOnly: 'You can change only your own profile.',
  emailChangeInSettings: 'To change your personal email, use Change Email in Settings.',
  invalidDate: 'Please enter a valid date',
  invalidYear: 'Please enter a valid year',
  expiryBeforeIssue: 'Expiry date must be after the issue date',
  endBeforeStart: 'End date must be after the start date',

  // Date of birth by part (GOV.UK date input's error messages; 'Date of Birth is required' stays the spec's)
  dateOfBirthHint: 'For example, 27 3 2007',
  dateDay: 'Day',
  dateMonth: 'Month',
  dateYear: 'Year',
  dateOfBirthNeedsDay: 'Date of Birth must include a day',
  dateOfBirthNeedsMonth: 'Date of Birth must include a month',
  dateOfBirthNeedsYear: 'Date of Birth must include a year',
  dateOfBirthNeedsDayAndMonth: 'Date of Birth must include a day and month',
  dateOfBirthNeedsDayAndYear: 'Date of Birth must include a day and year',
  dateOfBirthNeedsMonthAndYear: 'Date of Birth must include a month and year',
  invalidDateOfBirth: 'Date of Birth must be a real date',
  dateOfBirthYearDigits: 'Year must include 4 numbers',
  dateOfBirthTooEarly: 'Date of Birth must be the same as or after 1 January 1900',
  dateOfBirthNotPast: 'Date of Birth must be in the past',
} as const;

/** Refusal of a date of birth outside the programme's ages: 'The programme takes people aged 16 to 35 …'. */
export function ageBandMessage(min: number, max: number): string {
  return `The programme takes people aged ${min} to ${max} on the day they sign up`;
}

/** Refusal of a profile list that is too long: 'Add at most 20 qualifications.' */
export function tooManyRowsMessage(listLabel: string, max: number): string {
  return `Add at most ${max} ${listLabel}.`;
}

/** The labels of the profile lists' fields (spec 2 §3), by list and field. */
export const PROFILE_LIST_FIELD_LABELS = {
  lstIds: {
    identificationType: 'Identification Type',
    identificationNumber: 'Identification Number',
    issuingAuthority: 'Issuing Authority',
    issueDate: 'Issue Date',
    expiryDate: 'Expiry Date',
  },
  lstExp: {
    company: 'Company',
    position: 'Position',
    startDate: 'Start Date',
    endDate: 'End Date',
    description: 'Description',
  },
  lstQualification: {
    qualificationType: 'Qualification Type',
    certificateName: 'Certificate Name',
    institution: 'Institution',
    yearObtained: 'Year Obtained',
    description: 'Description',
  },
  lstRef: {
    name: 'Name',
    relationship: 'Relationship',
    phone: 'Phone',
    email: 'Email',
    company: 'Company',
    position: 'Position',
  },
} as const;

/** One entry of each profile list, as its Add button and its rows name it. */
export const PROFILE_LIST_ENTRY_NAMES = {
  lstIds: 'Identification',
  lstExp: 'Experience',
  lstQualification: 'Qualification',
  lstRef: 'Reference',
} as const;

/** A list row's problem in a form's error summary: 'Reference 2: Name is required'. */
export function listEntryProblemMessage(entry: string, problem: string): string {
  return `${entry}: ${problem}`;
}

/** A list section's Add button, e.g. `addListEntryLabel('Qualification')` → 'Add Qualification'. */
export function addListEntryLabel(entry: string): string {
  return `Add ${entry}`;
}

/** A list entry's Remove button, e.g. `removeListEntryLabel('Qualification 2')` → 'Remove Qualification 2'. */
export function removeListEntryLabel(entry: string): string {
  return `Remove ${entry}`;
}
