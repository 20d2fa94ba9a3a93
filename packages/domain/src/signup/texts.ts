/**
 * Texts of the two sign-up wizards (spec 1 §2, §5, §8 verbatim; the final check and the server's
 * answers in the spec's voice, issue 16) and of withdrawing a learner sign-up that was never
 * approved (issue 11).
 */
export const SIGNUP_MESSAGES = {
  // Screens (spec 1 §2)
  applicationSubmitted: 'Application Submitted!',
  permanentAddressHeading: 'Permanent Address (if different)',
  creatingAccount: 'Creating Account...',

  // Validation (spec 1 §5)
  fixBeforeProceeding: 'Please fix the validation errors before proceeding.',
  identificationRequired:
    'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)',

  // Errors (spec 1 §8)
  signupFailed: 'Signup failed. Please try again.',
  signupNetworkError:
    'Unable to connect to the server. Please contact support or try again later. If this issue persists, please ensure the API server is configured to accept requests from this domain.',

  // The final check (issue 16, GOV.UK's check-answers pattern)
  checkAnswersHeading: 'Check your answers',
  checkAnswersLead: 'Check your answers from the earlier steps, then create the account.',
  changeAnswers: 'Change',
  answerNotGiven: 'Not given',
  answerYes: 'Yes',
  answerNo: 'No',
  wizardRestarted:
    'The page was reloaded, so the answers you typed were not kept. Please start again from step 1.',

  // The draft kept in this tab across a reload (issue 30)
  draftRestored: 'We kept the answers you typed in this tab, so you can carry on where you left off.',
  draftRestoredNotKept: 'Identity numbers and dates of birth are never kept: please type them again.',
  draftStartAgain: 'Start again',

  // Server answers
  employerIdTaken: 'An employer with this Employer ID is already registered.',
  learnerEmailTaken: 'A learner with this email address is already registered.',
  usernameTakenTryAgain: 'This username is already taken. Please try again.',
  employerSignupSubmitted:
    'Application submitted. Our admin team will review it; once approved, your login credentials will be emailed to you.',
  learnerSignupSubmitted:
    'Application submitted. Once approved, you will receive your username and password by email.',

  // Withdrawing a sign-up (issue 11)
  withdrawSignupTitle: 'Withdraw my registration',
  withdrawSignupLink: 'Withdraw a registration that has not been approved',
  withdrawSignupIntro:
    'If your registration as a learner or an employer is still waiting for approval, or was rejected, you can withdraw it and we will delete it. Enter the email address you registered with and we will send you a 6-digit code.',
  withdrawEmailLabel: 'Email address',
  withdrawSendCodeAction: 'Email me a code',
  withdrawCodeSent:
    'If a registration uses this address, we have emailed it a 6-digit code. It is valid for 10 minutes.',
  withdrawCodeLabel: '6-digit code',
  withdrawConfirmAction: 'Delete my registration',
  withdrawConfirmWarning:
    'This deletes your registration, your profile and everything attached to it. It cannot be undone; you can register again later.',
  withdrawDone: 'Your registration was withdrawn and deleted.',
  withdrawCodeInvalid: 'The code is wrong or has expired. Ask for a new code and try again.',
  withdrawApprovedRefused:
    'Your registration has been approved, so it cannot be withdrawn here. The programme must keep the records of approved learners (profile, applications and placements) for seven years after the last placement ends, for audit and stipend records. To close your account or correct your details, contact us.',
  withdrawEmployerApprovedRefused:
    'Your company’s registration has been approved, so it cannot be withdrawn here. The programme must keep the records of approved employers (openings, placements and timesheets) for seven years after the last placement ends, for audit and stipend records. To close your account or correct your details, contact us.',
  withdrawStartAgain: 'Use another address',
  failedWithdraw: 'Failed to withdraw your registration. Please try again.',
  withdrawMailSubject: 'Your code to withdraw your OJT Portal registration',
} as const;

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

/** Sign-up failure text: 'Server Error ({status}): {text}', or 'Signup failed. Please try again.' when the text is empty. */
export function serverErrorMessage(status: number, text?: string | null): string {
  const body = text?.trim() ?? '';
  return body === '' ? SIGNUP_MESSAGES.signupFailed : `Server Error (${status}): ${body}`;
}

/** The final check's one line for the answers left empty, labels in page order (issue 30). */
export function answersNotGivenText(labels: readonly string[]): string {
  return `${SIGNUP_MESSAGES.answerNotGiven}: ${labels.join(', ')}`;
}

/** Wizard progress, e.g. `wizardProgressText(2, 4)` → 'Step 2 of 4 - 50% Complete'. */
export function wizardProgressText(step: number, totalSteps: number): string {
  return `Step ${step} of ${totalSteps} - ${Math.round((step / totalSteps) * 100)}% Complete`;
}

/**
 * Wizard progress counting the steps already finished, e.g. `wizardProgressDoneText(4, 4)` →
 * 'Step 4 of 4 - 75% Complete': the last step is not complete until it is submitted (issue 16).
 */
export function wizardProgressDoneText(step: number, totalSteps: number): string {
  return `Step ${step} of ${totalSteps} - ${Math.round(((step - 1) / totalSteps) * 100)}% Complete`;
}
