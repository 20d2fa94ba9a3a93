// Texts of the Experience Letters tab that the domain's MESSAGES do not hold yet (issue 10). The
// lead is asked to move them to packages/domain (LETTER_MESSAGES); until then they live here only.
export const LETTER_TEXTS = {
  title: 'Experience Letters',
  intro:
    'Your completed placements. Generate a letter for a learner, then download it; each letter carries a code anyone can check.',
  generate: 'Generate New Letter',
  generating: 'Generating…',
  failedGenerate: 'Failed to generate the letter. Please try again.',
  failedLoad: 'Failed to load completed placements. Please try again.',
  lettersIssued: 'Letters issued',
  noLetterYet: 'No letter issued yet.',
  code: 'Verification code',
  issued: 'Issued',
  revoked: 'Revoked',
  revokedReason: 'Reason',
  download: 'Download',
  failedDownload: 'Failed to download the letter. Please try again.',
  checkAt: 'Anyone holding the letter can check it at',
  overall: 'Overall result',
  completedOn: 'Completed on',
} as const;
