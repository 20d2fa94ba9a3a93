/**
 * Texts of the programme office's review of sign-ups (spec 1 §8 "admin lists and approval", issue 16):
 * approving and rejecting employers and learners, the optional reason, the overview's queue of
 * pending sign-ups and its warning about undelivered mail.
 */
export const ACCOUNT_REVIEW_MESSAGES = {
  // Errors (spec 1 §8)
  failedApproveEmployer: 'Failed to approve employer',
  failedApproveLearner: 'Failed to approve learner',
  approveEmployerNetworkError: 'Network error while approving employer',
  approveLearnerNetworkError: 'Network error while approving learner',

  // Server answers: admin decisions
  notPending: 'Only pending accounts can be approved or rejected.',
  employerApproved: 'Employer approved. The login credentials have been emailed.',
  employerRejected: 'Employer rejected.',
  learnerApproved: 'Learner approved. The username and password have been emailed.',
  learnerRejected: 'Learner rejected.',
  decidedElsewhere: 'This account was decided by someone else just now.',

  // The confirmations
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
} as const;

/** The notice after a decision, naming the person: 'Acme Ltd approved' (issue 16). */
export function decisionToastMessage(name: string, decision: 'approved' | 'rejected'): string {
  return `${name} ${decision}`;
}

/**
 * Refusal to decide an account twice, e.g. `alreadyDecidedMessage('approved')` →
 * 'This account is already approved; only pending accounts can be approved or rejected.'
 */
export function alreadyDecidedMessage(status: string): string {
  return `This account is already ${status}; only pending accounts can be approved or rejected.`;
}

/** How long a sign-up has waited, in whole days: 'Today', '1 day', '3 days' (issue 16). */
export function waitingAgeText(days: number): string {
  if (days < 1) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** Under the overview's queue when it shows only the oldest: 'The 10 oldest of 23 pending sign-ups.' */
export function pendingQueueMoreText(shown: number, total: number): string {
  return `The ${shown} oldest of ${total} pending sign-ups.`;
}

/** A queued sign-up's kind and date: 'Employer · signed up 21 Nov 2026' (issue 16). */
export function signedUpLine(kind: string, date: string): string {
  return date ? `${kind} · signed up ${date}` : kind;
}

/** The admin Overview's warning about mail the outbox gave up on (issue 12): '3 emails could not be delivered'. */
export const failedMailMessage = (count: number): string =>
  `${count} ${count === 1 ? 'email' : 'emails'} could not be delivered`;

/** What the warning adds: what happened and what to check. */
export const FAILED_MAIL_DETAIL =
  'They were retried for 24 hours without success. Check the mail relay (SMTP_URL) and the server log.';
