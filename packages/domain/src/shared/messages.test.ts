import { describe, expect, it } from 'vitest';
import { roleMismatchMessage, usernameTakenMessage, verifyDialogErrorMessage } from '../accounts/texts.ts';
import { alreadyDecidedMessage } from '../accounts/texts-review.ts';
import { serverErrorMessage, wizardProgressDoneText, wizardProgressText } from '../signup/texts.ts';
import { MESSAGES } from './messages.ts';
import {
  invalidOptionMessage,
  invalidValueMessage,
  requiredMessage,
  tooLongMessage,
  unknownFieldsMessage,
} from './texts.ts';

// Every fixed text of spec document 1 (§2, §4, §5, §8), with the password minimum amended to 8.
const SPEC_1_TEXTS = [
  'Loading...',
  'No questions found - Try adjusting your search terms or category filter.',
  'Interactive Map Coming Soon',
  'Application Submitted!',
  'Creating Account...',
  'Signing in...',
  'Sending...',
  'Verifying your email...',
  'Verification Successful!',
  'Enter Verification Code',
  'Verification Failed',
  'Admin Access',
  'Admin Password Recovery',
  'Permanent Address (if different)',
  'Please enter the verification code from your email.',
  'Your session has expired. Please log in again.',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter a valid website URL (e.g., https://www.example.com)',
  'Please enter a valid fax number',
  'Please fix the validation errors before proceeding.',
  'Please fix the validation errors before submitting.',
  'At least one identification field is required (Passport Number, National ID, or Birth Certificate Number)',
  'Please fill in all fields.',
  'No JWT token received from login API',
  'Please fill in both username and email fields.',
  'Please enter the verification code.',
  'Access denied. This account does not have admin privileges.',
  'New password and confirm password do not match.',
  'New password must be at least 8 characters long.',
  'Please fill in both email fields.',
  'Please enter a valid new email.',
  'Signup failed. Please try again.',
  'Unable to connect to the server. Please contact support or try again later. If this issue persists, please ensure the API server is configured to accept requests from this domain.',
  'Invalid username or password',
  'Login failed',
  'Login failed. Please check your credentials.',
  'Network error during login',
  'Network error. Please try again.',
  'Invalid admin credentials. Please check your username and password.',
  'Login failed. Please try again.',
  'Network error during login. Please try again.',
  'Password recovery email sent successfully!',
  'Please check your email for further instructions.',
  'Password recovery failed. Please try again.',
  'Network error during password recovery. Please try again.',
  'Password change failed. Please try again.',
  'Authentication required. Please log in again.',
  'Authentication failed. Please log in again and try changing your password.',
  'Network error during password change. Please try again.',
  'Change email failed.',
  'Network error during change email. Please try again.',
  'Email verified successfully!',
  'Invalid verification code. Please try again.',
  'Enter the verification code from your email to complete verification.',
  'An unexpected error occurred during verification. You can try entering the OTP manually.',
  'An unexpected error occurred during verification.',
  'Verification failed',
  'Error: Network error while verifying',
  'Verify email failed (server error). Please check the OTP and try again.',
  'Email verification failed. The verification code may be invalid or expired. Please try again or contact support.',
  'Session expired or unauthorized. Please login and try the link again.',
  'The OTP is required. Please enter the code sent to your email.',
  'Failed to load employers. Please try again.',
  'Failed to load learners. Please try again.',
  'Failed to approve employer',
  'Failed to approve learner',
  'Network error while approving employer',
  'Network error while approving learner',
  'No employers found',
  'No learners found',
  'Unexpected Application Error!',
];

// Every fixed text of spec document 2 (§2, §4, §5, §8 and its success messages).
const SPEC_2_TEXTS = [
  'No applications yet',
  'Cannot withdraw - Interview scheduled',
  'Loading profile...',
  'No profile data found.',
  'Applying...',
  'Select a sector',
  'All Sectors',
  'Try again',
  'Refresh Now',
  'Application withdrawn',
  'Interview was successfully scheduled! The page has been refreshed.',
  'Job title is required',
  'Please select a sector',
  'At least one requirement is required',
  'No authentication token found. Please login again.',
  'Open date is required',
  'Close date is required',
  'Open time is required',
  'Close time is required',
  'Please select a valid open date',
  'Please select a valid close date',
  'Close date and time must be after open date and time',
  'Number of openings must be at least 1',
  'Employer ID is missing.',
  'User ID not found. Please log in again.',
  'Failed to add job position',
  'Failed to update job position',
  'Network error occurred',
  'Failed to load job positions. Please try again.',
  'Failed to load open jobs. Please try again.',
  'Failed to load applications.',
  'Failed to load employer profile.',
  'Failed to load profile data.',
  'No JWT token found. Please login again.',
  'Learner profile not found',
  'Failed to load learner profile',
  'Error loading learner profile',
  'Failed to publish job position',
  'Failed to open job position',
  'Failed to close job position',
  'Failed to toggle job status',
  'No job opening found to unpublish',
  'Invalid job opening ID',
  'Failed to unpublish job. Please try again.',
  'Error unpublishing job. Please try again.',
  'Failed to schedule interview',
  'Network error while scheduling interview',
  'Interview scheduling may have succeeded despite the error. Please refresh the page to verify.',
  'Failed to add comment',
  'Network error while adding comment',
  'Error: Verification failed',
  'Failed to update profile.',
  'Network error while updating profile.',
  'Failed to update employer profile',
  'Failed to update learner profile',
  'Employer identifier not available for this job.',
  'Employer details not found.',
  'Failed to load employer details.',
  'Apply failed',
  'Failed to apply',
  'Withdraw failed',
  'Failed to withdraw',
  'Job position added successfully!',
  'Job position updated successfully!',
  'Job position published successfully!',
  'Job unpublished successfully!',
  'Interview scheduled successfully.',
  'Comment Added Successfully!',
  'Password changed successfully!',
  'Verification code sent to your new email.',
  'Email verified successfully.',
  'Profile updated successfully.',
  'Application Submitted Successfully!',
];

describe('MESSAGES', () => {
  const texts: string[] = Object.values(MESSAGES);

  it.each([...SPEC_1_TEXTS, ...SPEC_2_TEXTS])('holds %s verbatim', (text) => {
    expect(texts).toContain(text);
  });

  it('carries the amended password minimum, never the spec’s 6', () => {
    expect(MESSAGES.passwordTooShort).toBe('New password must be at least 8 characters long.');
    expect(texts.some((text) => text.includes('at least 6 characters'))).toBe(false);
  });

  it('uses the names other parts rely on', () => {
    expect(MESSAGES.fixBeforeProceeding).toBe('Please fix the validation errors before proceeding.');
    expect(MESSAGES.sessionExpired).toBe('Your session has expired. Please log in again.');
    expect(MESSAGES.fillAllFields).toBe('Please fill in all fields.');
  });

  it('has no blank text', () => {
    for (const text of texts) expect(text.trim()).not.toBe('');
  });
});

describe('message templates', () => {
  it('builds the required message from the field label', () => {
    expect(requiredMessage('Employer ID')).toBe('Employer ID is required');
    expect(requiredMessage('Date of Birth')).toBe('Date of Birth is required');
  });

  it('builds the role mismatch refusal', () => {
    expect(roleMismatchMessage('learner', 'employer')).toBe(
      'Access denied. This account is registered as a learner, not an employer. Please use the correct login form.',
    );
    expect(roleMismatchMessage('employer', 'learner')).toBe(
      'Access denied. This account is registered as an employer, not a learner. Please use the correct login form.',
    );
  });

  it('builds the sign-up server error, falling back when the text is empty', () => {
    expect(serverErrorMessage(409, 'Employer ID already exists')).toBe(
      'Server Error (409): Employer ID already exists',
    );
    expect(serverErrorMessage(500, '')).toBe('Signup failed. Please try again.');
    expect(serverErrorMessage(502, null)).toBe('Signup failed. Please try again.');
  });

  it('builds the admin verify dialog error', () => {
    expect(verifyDialogErrorMessage('Code expired')).toBe('Error: Code expired');
    expect(verifyDialogErrorMessage()).toBe('Error: Verification failed');
  });

  it('builds the wizard progress text', () => {
    expect(wizardProgressText(1, 4)).toBe('Step 1 of 4 - 25% Complete');
    expect(wizardProgressText(2, 3)).toBe('Step 2 of 3 - 67% Complete');
    expect(wizardProgressText(3, 3)).toBe('Step 3 of 3 - 100% Complete');
  });

  it('counts only the finished steps in the wizard progress shown before submitting', () => {
    expect(wizardProgressDoneText(1, 4)).toBe('Step 1 of 4 - 0% Complete');
    expect(wizardProgressDoneText(4, 4)).toBe('Step 4 of 4 - 75% Complete');
    expect(wizardProgressDoneText(3, 3)).toBe('Step 3 of 3 - 67% Complete');
  });

  it('builds the other field messages', () => {
    expect(tooLongMessage('Company Name', 150)).toBe('Company Name must be at most 150 characters');
    expect(invalidOptionMessage('City')).toBe('Please select a valid city');
    expect(invalidValueMessage('Gender')).toBe('Gender is not valid');
    expect(unknownFieldsMessage(['foo'])).toBe('Unknown field: foo');
    expect(unknownFieldsMessage(['foo', 'bar'])).toBe('Unknown fields: foo, bar');
  });

  it('builds the server refusals that name a status or a username', () => {
    expect(alreadyDecidedMessage('approved')).toBe(
      'This account is already approved; only pending accounts can be approved or rejected.',
    );
    expect(usernameTakenMessage('admin2')).toBe('The username "admin2" is already taken.');
  });
});
