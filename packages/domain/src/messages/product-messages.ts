/**
 * Texts the spec does not give but our rules need (PRODUCT.md: longer passwords, refused common
 * passwords, duplicate sign-ups, honest errors for the server's answers). Written in the spec's voice.
 */
export const PRODUCT_MESSAGES = {
  // Passwords and codes
  passwordTooLong: 'New password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  passwordSameAsCurrent: 'New password must be different from the current password.',
  emailSameAsCurrent: 'The new email must be different from the current email.',
  verificationCodeTooLong: 'The verification code must be at most 20 characters.',
  otpInvalid: 'The verification code must be 6 digits.',

  // Sign-up and profile fields
  invalidDateOfBirth: 'Please enter a valid date of birth',
  dateOfBirthNotPast: 'Date of Birth must be in the past',

  // Publishing, interviews, comments
  invalidOpenTime: 'Please select a valid open time',
  invalidCloseTime: 'Please select a valid close time',
  openingsAtMostLimit: 'Number of openings must be at most 1000',
  tooManyRequirements: 'A job position can have at most 50 requirements',
  interviewDateRequired: 'Interview date is required',
  interviewTimeRequired: 'Interview time is required',
  interviewLocationRequired: 'Interview location is required',
  invalidInterviewDate: 'Please enter a valid interview date',
  invalidInterviewTime: 'Please enter a valid interview time',
  commentRequired: 'Please enter a comment.',

  // Contact form
  contactMessageSent: 'Thank you! Your message has been sent. We will reply within 2 business days.',

  // Server answers
  employerIdTaken: 'An employer with this Employer ID is already registered.',
  learnerEmailTaken: 'A learner with this email address is already registered.',
  accountPending: 'Your account is awaiting approval. You will receive an email once it has been reviewed.',
  accountRejected: 'Your registration was not approved. Please contact support for more information.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  alreadyApplied: 'You have already applied to this opening.',
  openingNotAccepting: 'This opening is not accepting applications.',
  notPending: 'Only pending accounts can be approved or rejected.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  internalError: 'Something went wrong. Please try again later.',
} as const;
