/**
 * Texts of the learner calls that spec document 2 leaves unwritten (PRODUCT.md §4, §6: refusals,
 * the profile lists' rules, the match reason), in the spec's voice. The screens' texts are in
 * `learner-screen-messages.ts`.
 */
export const LEARNER_DASHBOARD_MESSAGES = {
  // Applications
  ownApplicationsOnly: 'You can see and change only your own applications.',
  withdrawOnlyApplied: 'Only an application that is still Applied can be withdrawn.',

  // Profile
  ownProfileOnly: 'You can change only your own profile.',
  emailChangeInSettings: 'To change your personal email, use Change Email in Settings.',
  invalidDate: 'Please enter a valid date',
  invalidYear: 'Please enter a valid year',
  expiryBeforeIssue: 'Expiry date must be after the issue date',
  endBeforeStart: 'End date must be after the start date',
} as const;

/** Why an opening suits a learner: 'Matches your CVQ in IT Support' (or 'Matches your CVQ'). */
export function qualificationMatchReason(qualificationType: string, certificateName?: string): string {
  return certificateName
    ? `Matches your ${qualificationType} in ${certificateName}`
    : `Matches your ${qualificationType}`;
}

/** Refusal of a profile list that is too long: 'Add at most 20 qualifications.' */
export function tooManyRowsMessage(listLabel: string, max: number): string {
  return `Add at most ${max} ${listLabel}.`;
}
