/**
 * Texts of signing in, recovery, passwords, email changes and verification (spec 1 §2, §4, §5, §8,
 * verbatim, with PRODUCT.md's amendment to the password minimum (8); and, in the spec's voice, the
 * texts our own rules add: longer passwords, refused common passwords, verification without dead ends).
 */
export const ACCOUNT_MESSAGES = {
  // Screens (spec 1 §2)
  signingIn: 'Signing in...',
  verifyingEmail: 'Verifying your email...',
  verificationSuccessful: 'Verification Successful!',
  enterVerificationCodeTitle: 'Enter Verification Code',
  verificationFailedTitle: 'Verification Failed',
  adminAccess: 'Admin Access',
  adminPasswordRecovery: 'Admin Password Recovery',

  // States (spec 1 §4)
  enterCodeFromEmail: 'Please enter the verification code from your email.',

  // Validation (spec 1 §5)
  fillAllFields: 'Please fill in all fields.',
  fillUsernameAndEmail: 'Please fill in both username and email fields.',
  verificationCodeRequired: 'Please enter the verification code.',
  adminAccessDenied: 'Access denied. This account does not have admin privileges.',
  passwordMismatch: 'New password and confirm password do not match.',
  passwordTooShort: 'New password must be at least 8 characters long.',
  fillBothEmails: 'Please fill in both email fields.',
  invalidNewEmail: 'Please enter a valid new email.',

  // Errors (spec 1 §8): login
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  loginFailedCheckCredentials: 'Login failed. Please check your credentials.',
  loginNetworkError: 'Network error during login',
  // admin login
  invalidAdminCredentials: 'Invalid admin credentials. Please check your username and password.',
  loginFailedTryAgain: 'Login failed. Please try again.',
  adminLoginNetworkError: 'Network error during login. Please try again.',
  // recovery
  recoveryEmailSent: 'Password recovery email sent successfully!',
  checkEmailForInstructions: 'Please check your email for further instructions.',
  recoveryFailed: 'Password recovery failed. Please try again.',
  recoveryNetworkError: 'Network error during password recovery. Please try again.',
  recoveryLookInMail:
    'The email from the OJT Portal holds a temporary password, valid for one hour. If it is not in your inbox, look in your spam folder.',
  // password change
  passwordChangeFailed: 'Password change failed. Please try again.',
  passwordChangeAuthFailed: 'Authentication failed. Please log in again and try changing your password.',
  passwordChangeNetworkError: 'Network error during password change. Please try again.',
  passwordChanged: 'Password changed successfully!',
  // email change
  changeEmailFailed: 'Change email failed.',
  changeEmailNetworkError: 'Network error during change email. Please try again.',
  verificationCodeSent: 'Verification code sent to your new email.',
  emailVerifiedDialog: 'Email verified successfully.',
  // verification
  emailVerified: 'Email verified successfully!',
  invalidVerificationCode: 'Invalid verification code. Please try again.',
  verificationPrompt: 'Enter the verification code from your email to complete verification.',
  verificationUnexpectedErrorOnLoad:
    'An unexpected error occurred during verification. You can try entering the OTP manually.',
  verificationUnexpectedError: 'An unexpected error occurred during verification.',
  verificationFailed: 'Verification failed',
  verificationFailedError: 'Error: Verification failed',
  verifyNetworkError: 'Error: Network error while verifying',
  verifyEmailServerError: 'Verify email failed (server error). Please check the OTP and try again.',
  publicVerificationFailed:
    'Email verification failed. The verification code may be invalid or expired. Please try again or contact support.',
  linkSessionExpired: 'Session expired or unauthorized. Please login and try the link again.',
  otpRequired: 'The OTP is required. Please enter the code sent to your email.',

  // Passwords and codes (PRODUCT.md §3)
  passwordTooLong: 'New password must be at most 128 characters long.',
  passwordTooCommon: 'This password is too common. Please choose a less common password.',
  passwordSameAsCurrent: 'New password must be different from the current password.',
  passwordContainsPersonal: 'New password must not contain your username, name or email address.',
  emailSameAsCurrent: 'The new email must be different from the current email.',
  verificationCodeTooLong: 'The verification code must be at most 20 characters.',
  otpInvalid: 'The verification code must be 6 digits.',
  verificationEmailRequired: 'Please enter the email address the code was sent to.',

  // Verification without dead ends (issue 16), and what a confirmed address leads to
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

  // The Settings dialogs (the learner's Settings tab and the other dashboards' account menu)
  changeEmailTitle: 'Change Email',
  changeEmailIntro: 'We send a 6-digit code to the new address. The change takes effect once you enter it.',
  changePasswordTitle: 'Change Password',
  changePasswordIntro: 'You need your current password. Changing it signs you out on every other device.',

  // Server answers: signing in
  accountPending: 'Your account is awaiting approval. You will receive an email once it has been reviewed.',
  accountRejected: 'Your registration was not approved. Please contact support for more information.',
  passwordChangeRequired:
    'Please choose a new password to continue. The password we emailed you is for your first sign-in only.',
  // An admin's first password is not mailed: it is printed on the console when the portal starts (or
  // made by npm run create-admin); a recovered admin's temporary one is mailed (issue 30).
  adminPasswordChangeRequired:
    'Please choose a new password to continue. The password printed when the portal started (or a temporary one we emailed you) is for your first sign-in only.',
  mailedPasswordDescription: 'The password from your email.',
  adminPasswordDescription: 'The password printed when the portal started, or the one we emailed you.',
  mailedPasswordExpired: "The password we emailed you has expired. Use 'Forgot password?' to get a new one.",

  // Server answers: account calls
  ownAccountOnly: 'You can only change your own account.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  currentPasswordRequired: 'Please enter your current password.',
  currentEmailMismatch: 'The current email address does not match our records.',
  usernameTaken: 'This username is already taken.',
} as const;

// The spec's text is fixed at "a {actual}, not an {expected}" (learner vs employer); the article
// follows the word so the other direction reads "an employer, not a learner".
function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * Refusal when the account's role differs from the chosen login form (spec 1 §5):
 * 'Access denied. This account is registered as a learner, not an employer. Please use the correct login form.'
 */
export function roleMismatchMessage(actual: string, expected: string): string {
  return `Access denied. This account is registered as ${withArticle(actual)}, not ${withArticle(expected)}. Please use the correct login form.`;
}

/** Admin verify dialog failure: 'Error: ' plus the server error, or 'Error: Verification failed'. */
export function verifyDialogErrorMessage(serverError?: string | null): string {
  const text = serverError?.trim() ?? '';
  return `Error: ${text === '' ? ACCOUNT_MESSAGES.verificationFailed : text}`;
}

/** Refusal of a username in use: 'The username "{username}" is already taken.' */
export function usernameTakenMessage(username: string): string {
  return `The username "${username}" is already taken.`;
}

/** Settings, after a verified change of address: 'Your email address is now asha@mail.tt.' */
export function emailNowMessage(email: string): string {
  return `Your email address is now ${email}.`;
}
