import { SHELL_MESSAGES } from './shell-messages.ts';

/**
 * Fixed texts of spec document 1 (public area, sign-up, sign-in, verification, admin), verbatim,
 * with PRODUCT.md's amendment to the password minimum (8).
 */
export const PUBLIC_MESSAGES = {
  ...SHELL_MESSAGES,
  // Screens (§2)
  faqNoResults: 'No questions found - Try adjusting your search terms or category filter.',
  mapComingSoon: 'Interactive Map Coming Soon',
  applicationSubmitted: 'Application Submitted!',
  permanentAddressHeading: 'Permanent Address (if different)',
  creatingAccount: 'Creating Account...',
  signingIn: 'Signing in...',
  sending: 'Sending...',
  verifyingEmail: 'Verifying your email...',
  verificationSuccessful: 'Verification Successful!',
  enterVerificationCodeTitle: 'Enter Verification Code',
  verificationFailedTitle: 'Verification Failed',
  adminAccess: 'Admin Access',
  adminPasswordRecovery: 'Admin Password Recovery',

  // States (§4)
  enterCodeFromEmail: 'Please enter the verification code from your email.',

  // Validation (§5)
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidWebsite: 'Please enter a valid website URL (e.g., https://www.example.com)',
  invalidFax: 'Please enter a valid fax number',
  fixBeforeProceeding: 'Please fix the validation errors before proceeding.',
  fixBeforeSubmitting: 'Please fix the validation errors before submitting.',
  identificationRequired:
    'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)',
  fillAllFields: 'Please fill in all fields.',
  fillUsernameAndEmail: 'Please fill in both username and email fields.',
  verificationCodeRequired: 'Please enter the verification code.',
  adminAccessDenied: 'Access denied. This account does not have admin privileges.',
  passwordMismatch: 'New password and confirm password do not match.',
  passwordTooShort: 'New password must be at least 8 characters long.',
  fillBothEmails: 'Please fill in both email fields.',
  invalidNewEmail: 'Please enter a valid new email.',

  // Errors (§8): sign-up
  signupFailed: 'Signup failed. Please try again.',
  signupNetworkError:
    'Unable to connect to the server. Please contact support or try again later. If this issue persists, please ensure the API server is configured to accept requests from this domain.',
  // login
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  loginFailedCheckCredentials: 'Login failed. Please check your credentials.',
  loginNetworkError: 'Network error during login',
  networkErrorTryAgain: 'Network error. Please try again.',
  // admin login
  invalidAdminCredentials: 'Invalid admin credentials. Please check your username and password.',
  loginFailedTryAgain: 'Login failed. Please try again.',
  adminLoginNetworkError: 'Network error during login. Please try again.',
  // recovery
  recoveryEmailSent: 'Password recovery email sent successfully!',
  checkEmailForInstructions: 'Please check your email for further instructions.',
  recoveryFailed: 'Password recovery failed. Please try again.',
  recoveryNetworkError: 'Network error during password recovery. Please try again.',
  // password change
  passwordChangeFailed: 'Password change failed. Please try again.',
  authenticationRequired: 'Authentication required. Please log in again.',
  passwordChangeAuthFailed: 'Authentication failed. Please log in again and try changing your password.',
  passwordChangeNetworkError: 'Network error during password change. Please try again.',
  // email change
  changeEmailFailed: 'Change email failed.',
  changeEmailNetworkError: 'Network error during change email. Please try again.',
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
  // admin lists and approval
  failedLoadEmployers: 'Failed to load employers. Please try again.',
  failedLoadLearners: 'Failed to load learners. Please try again.',
  failedApproveEmployer: 'Failed to approve employer',
  failedApproveLearner: 'Failed to approve learner',
  approveEmployerNetworkError: 'Network error while approving employer',
  approveLearnerNetworkError: 'Network error while approving learner',
  noEmployersFound: 'No employers found',
  noLearnersFound: 'No learners found',
  // other
} as const;
