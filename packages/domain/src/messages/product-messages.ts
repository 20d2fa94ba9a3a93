/**
 * Texts the spec does not give but our rules need (PRODUCT.md: longer passwords, refused common
 * passwords, duplicate sign-ups, honest errors for the server's answers). Written in the spec's voice.
 */
export const PRODUCT_MESSAGES = {
  // Passwords and codes
  passwordTooLong: 'New password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  passwordSameAsCurrent: 'New password must be different from the current password.',
  passwordContainsPersonal: 'New password must not contain your username, name or email address.',
  emailSameAsCurrent: 'The new email must be different from the current email.',
  verificationCodeTooLong: 'The verification code must be at most 20 characters.',
  otpInvalid: 'The verification code must be 6 digits.',
  verificationEmailRequired: 'Please enter the email address the code was sent to.',

  // Sign-up and profile fields
  invalidDateOfBirth: 'Please enter a valid date of birth',
  dateOfBirthNotPast: 'Date of Birth must be in the past',
  wizardRestarted:
    'The page was reloaded, so the answers you typed were not kept. Please start again from step 1.',

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
  contactMessageNotSent:
    'Please check that every field marked * is filled in and that the email address is correct, then send it again. At most 5 messages can be sent in an hour.',

  // Server answers
  employerIdTaken: 'An employer with this Employer ID is already registered.',
  learnerEmailTaken: 'A learner with this email address is already registered.',
  accountPending: 'Your account is awaiting approval. You will receive an email once it has been reviewed.',
  accountRejected: 'Your registration was not approved. Please contact support for more information.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  passwordChangeRequired:
    'Please choose a new password to continue. The password we emailed you is for your first sign-in only.',
  mailedPasswordExpired: "The password we emailed you has expired. Use 'Forgot password?' to get a new one.",
  alreadyApplied: 'You have already applied to this opening.',
  openingNotAccepting: 'This opening is not accepting applications.',
  notPending: 'Only pending accounts can be approved or rejected.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  internalError: 'Something went wrong. Please try again later.',

  // Server answers: sign-up and admin decisions
  employerSignupSubmitted:
    'Application submitted. Our admin team will review it; once approved, your login credentials will be emailed to you.',
  learnerSignupSubmitted:
    'Application submitted. Once approved, you will receive your username and password by email.',
  employerApproved: 'Employer approved. The login credentials have been emailed.',
  employerRejected: 'Employer rejected.',
  learnerApproved: 'Learner approved. The username and password have been emailed.',
  learnerRejected: 'Learner rejected.',
  decidedElsewhere: 'This account was decided by someone else just now.',

  // Server answers: account calls
  ownAccountOnly: 'You can only change your own account.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password.',
  currentEmailMismatch: 'The current email address does not match our records.',

  // Server answers: conflicts and malformed requests
  usernameTaken: 'This username is already taken.',
  usernameTakenTryAgain: 'This username is already taken. Please try again.',
  recordExists: 'This record already exists.',
  relatedRecordMissing: 'A related record does not exist.',
  invalidJsonBody: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  unsupportedContentType: 'Unsupported content type.',
  requestTooLarge: 'The request is too large.',
  invalidValue: 'Invalid value',
  invalidRequest: 'Invalid request',
  apiNotFound: 'Not found.',
  internalServerError: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a minute.',
  serverRestarting: 'The server is restarting. Please try again in a moment.',
} as const;
