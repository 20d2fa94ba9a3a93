/**
 * Texts the spec does not give but our rules need (PRODUCT.md: longer passwords, refused common
 * passwords, duplicate sign-ups, honest errors for the server's answers). Written in the spec's voice.
 */
export const PRODUCT_MESSAGES = {
  // Sign-up's final check and date of birth (issue 16, not spec texts: kept out of the landing page's PUBLIC_MESSAGES; GOV.UK's check-answers and memorable-date patterns)
  checkAnswersHeading: 'Check your answers',
  checkAnswersLead: 'Check your answers from the earlier steps, then create the account.',
  changeAnswers: 'Change',
  answerNotGiven: 'Not given',
  answerYes: 'Yes',
  answerNo: 'No',
  dateOfBirthHint: 'For example, 27 3 2007',
  dateDay: 'Day',
  dateMonth: 'Month',
  dateYear: 'Year',
  // Passwords and codes
  passwordTooLong: 'New password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  passwordSameAsCurrent: 'New password must be different from the current password.',
  passwordContainsPersonal: 'New password must not contain your username, name or email address.',
  emailSameAsCurrent: 'The new email must be different from the current email.',
  verificationCodeTooLong: 'The verification code must be at most 20 characters.',
  otpInvalid: 'The verification code must be 6 digits.',
  verificationEmailRequired: 'Please enter the email address the code was sent to.',
  // Verification without dead ends (issue 16)
  verificationExpiredTitle: 'This link or code has expired',
  verificationExpired:
    'Verification links work for 7 days and codes for 10 minutes, and only the newest one works. We can email you a new code and link.',
  emailMeNewCode: 'Email me a new code',
  newCodeSent:
    'If this address is waiting to be confirmed, we have emailed a new code and link to it. They replace the old ones: the code works for 10 minutes.',
  newCodeExpiredHint: 'Has your code expired, or did it not arrive?',
  emailAlreadyConfirmedTitle: 'Email address already confirmed',
  emailAlreadyConfirmed: 'You have already used this link, so there is nothing more to do here.',
  nextLearnerReview:
    'Our office will now review your application, which usually takes 2–3 business days. Once it is approved, we will email you your username and password.',
  nextEmployerReview:
    'Our office will now review your application, which usually takes 3–5 business days. Once it is approved, we will email you your username and password.',
  nextSignIn: 'You can now sign in with your username and password.',

  // Sign-up and profile fields
  // Date of birth by part (GOV.UK date input's error messages; 'Date of Birth is required' stays the spec's)
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

  // Public pages (issue 16): an unknown address, the password recovery's lasting confirmation
  pageNotFound: 'Page not found',
  pageNotFoundTyped: 'If you typed the web address, check it is correct.',
  pageNotFoundPasted: 'If you pasted the web address, check you copied the entire address.',
  pageNotFoundMoved: 'The page may have moved. You can start again from the home page or sign in.',
  recoveryLookInMail:
    'The email from the OJT Portal holds a temporary password, valid for one hour. If it is not in your inbox, look in your spam folder.',

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
  approveConfirmTitle: 'Approve application',
  approveAnyway: 'Approve anyway',
  credentialsGoTo: 'The username and password will be emailed to:',
  emailConfirmed: 'Email confirmed',
  emailNotConfirmed: 'Email not confirmed',
  approveUnverifiedWarning:
    'This applicant has not confirmed their email address, so it may be mistyped or belong to someone else. Approve only if you have checked it.',
  rejectReasonLabel: 'Reason (optional)',
  rejectReasonHint:
    'Included in the email to the applicant and kept with the record. At most 500 characters.',
  rejectReasonInvalid:
    'Reason cannot contain control characters such as NUL. Use plain text and line breaks only.',

  // The admin overview's work queue and the toasts (issue 16)
  pendingSignUpsTitle: 'Pending sign-ups',
  pendingSignUpsIntro: 'Employers and learners waiting for review, oldest first.',
  noPendingSignUps: 'No sign-ups are waiting for review.',
  failedLoadPendingSignUps: 'Failed to load the pending sign-ups. Please try again.',

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
