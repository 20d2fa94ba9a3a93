/**
 * Texts of experience letters (issue 10): the employer's and admin's actions and the public check,
 * in plain language for anyone holding a letter.
 */
export const LETTER_MESSAGES = {
  letterGenerated: 'Experience letter generated.',
  letterOnlyCompleted: 'A letter can be generated only for a Completed placement or one that ended early.',
  letterNotFound: 'Letter not found.',
  letterRevokedDone: 'The letter was revoked.',
  letterAlreadyRevoked: 'This letter was already revoked.',
  revokeReasonRequired: 'Please give the reason for revoking this letter',
  revokeLetterExplain:
    'Anyone who checks this letter will be told it was revoked. The reason is kept with the letter.',

  // The employer's Experience Letters tab and the learner's letters; the code's label is
  // `verifyLetterCodeLabel`, the reason's `reasonLabel` (PLACING_MESSAGES).
  lettersTabTitle: 'Experience Letters',
  lettersTabIntro:
    'Your completed placements. Generate a letter for a learner, then download it; each letter carries a code anyone can check.',
  generateLetterAction: 'Generate New Letter',
  failedGenerateLetter: 'Failed to generate the letter. Please try again.',
  failedLoadCompletedPlacements: 'Failed to load completed placements. Please try again.',
  lettersIssuedTitle: 'Letters issued',
  experienceLettersTitle: 'Experience letters',
  noLetterIssuedYet: 'No letter issued yet.',
  noLetterFromEmployerYet: 'Your employer has not issued an experience letter yet.',
  letterIssuedLabel: 'Issued',
  letterRevokedLabel: 'Revoked',
  letterRevokedLearnerNote:
    'The programme office revoked this letter, so it is no longer valid. Its copy is marked REVOKED. Ask your employer for a new one.',
  downloadAction: 'Download',
  failedDownloadLetter: 'Failed to download the letter. Please try again.',
  letterCheckAt: 'Anyone holding the letter can check it at',
  noCompletedPlacements:
    'No completed placements yet. When you mark a placed learner Completed, you can issue their experience letter here.',

  // The public check
  verifyLetterTitle: 'Check an experience letter',
  verifyLetterIntro:
    'Type the verification code printed on the letter, or scan its QR code. You do not need an account.',
  verifyLetterCodeLabel: 'Verification code',
  verifyLetterCodeHint: 'Twelve letters and digits, as printed on the letter: for example 7K3M-Q9TX-2HBD.',
  letterCodeRequired: 'Please enter the verification code printed on the letter',
  letterCodeInvalid: 'A verification code has 12 letters and digits, like 7K3M-Q9TX-2HBD',
  verifyLetterFailed: 'We could not check the letter just now. Please try again in a moment.',
  letterGenuine: 'This letter is genuine.',
  letterGenuineDetail:
    'It was issued through the portal and has not been revoked. Check that it says the same as below.',
  letterFingerprintLabel: 'Fingerprint (SHA-256)',
  letterRevokedVerdict: 'This letter was revoked.',
  letterRevokedDetail: 'It was issued through the portal but is no longer valid. Do not rely on it.',
  letterUnknown: 'We could not find a letter with this code.',
  letterUnknownDetail:
    'Check the code on the letter and type it again. If it still cannot be found, the letter may not be genuine.',

  // Letters people can rely on: dates actually served, no reissue after a revocation until the
  // office allows it, no revoked copy for the employer, no letter without the portal's public address.
  completeBeforeStart: 'A placement cannot be completed before its start date.',
  letterRevokedForEmployer:
    'The programme office revoked this letter, so it is no longer valid and cannot be downloaded.',
  letterReissueHeld:
    "A letter for this placement was revoked. A new one can be generated once the programme office allows it or corrects the placement's dates.",
  letterPublicUrlMissing:
    "Letters cannot be issued yet: the portal's public address (PUBLIC_URL) is not set. Please tell the programme office.",
  letterReissueAllowed: 'A new letter may now be generated for this placement.',
  letterReissueNotHeld: 'New letters for this placement are not on hold.',
  placementDatesCorrected: "The placement's dates were corrected.",
  placementDatesUnchanged: 'The placement already has these dates.',
  datesOnlyPlacedOrCompleted: 'Only a Placed or Completed placement has dates to correct.',
  endDateNotBeforeStart: 'End date must not be before the start date',
  reissueReasonRequired: 'Please give the reason',

  // The admin's placement detail while new letters are held
  lettersHeldTitle: 'New letters on hold after a revocation',
  lettersHeldExplain:
    "A letter of this placement was revoked, so its employer cannot generate a new one. Allow a new letter if the placement's dates are right, or correct the dates first.",
  allowLetterAction: 'Allow a new letter',
  correctDatesAction: 'Correct placement dates',
  correctDatesExplain:
    'Any valid letter that states other dates is revoked, and the employer may then generate a new letter with the corrected dates. The reason is kept in the audit trail.',
} as const;

/** What allowing a new letter does, naming who may then issue it and for whom. */
export function allowLetterConfirmText(employer: string, learner: string): string {
  return `${employer} will be able to generate a new experience letter for ${learner}. The reason is kept in the audit trail.`;
}

/**
 * After a revocation: revoking one letter revokes every letter of its placement still valid, so the
 * answer says how many went.
 */
export function lettersRevokedText(count: number): string {
  return count <= 1
    ? LETTER_MESSAGES.letterRevokedDone
    : `${count} letters were revoked: this one and every other valid letter of the placement.`;
}

/** The revoke confirmation when the placement has other valid letters, '' when this is the only one. */
export function revokeAllLettersText(validCount: number): string {
  if (validCount <= 1) return '';
  return `This placement has ${validCount} valid letters. All ${validCount} will be revoked, not only this one.`;
}

/** After a dates correction: how many letters it revoked, '' when none. */
export function lettersRevokedByCorrectionText(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? '1 letter that stated other dates was revoked.'
    : `${count} letters that stated other dates were revoked.`;
}

/**
 * Who issued a letter, on the public check: the employer. The programme office does not countersign
 * letters, so the check never says it issued one.
 */
export function letterIssuedByText(company: string): string {
  return `Issued by ${company}.`;
}

/** 400 on EndDate: a Completed placement cannot end after the day it was completed. */
export function endDateAfterCompletionMessage(completedOn: string): string {
  return `End date must not be after the day the placement was completed (${completedOn})`;
}
