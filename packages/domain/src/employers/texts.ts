/**
 * Texts of the employers' records: the admin's Employers list, an employer's record as a learner
 * sees it, the company profile the employer edits, and the employer dashboard's overview (spec 1 §8,
 * spec 2 §5, §8 verbatim; the rest in the spec's voice).
 */
export const EMPLOYER_DASHBOARD_MESSAGES = {
  // The admin's Employers list (spec 1 §8)
  failedLoadEmployers: 'Failed to load employers. Please try again.',
  noEmployersFound: 'No employers found',

  // The company profile (spec 2 §5, §8)
  employerIdMissing: 'Employer ID is missing.',
  failedLoadEmployerProfile: 'Failed to load employer profile.',
  failedUpdateEmployerProfile: 'Failed to update employer profile',

  // An employer as a learner sees it (spec 2 §2, §8)
  employerDetailsTitle: 'Employer Details',
  employerSectionCompany: 'Company',
  employerSectionContact: 'Contact Person',
  employerIdentifierUnavailable: 'Employer identifier not available for this job.',
  employerDetailsNotFound: 'Employer details not found.',
  failedLoadEmployerDetails: 'Failed to load employer details.',

  // Overview
  failedLoadOverview: 'Failed to load the overview. Please try again.',
} as const;
