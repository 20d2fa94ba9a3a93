// Texts of the placement's stipend, evaluation and letters on My Applications that the domain's
// MESSAGES do not hold yet (issue 10). The lead is asked to move them to packages/domain.
export const PLACEMENT_TEXTS = {
  monthlyStipend: 'Monthly Stipend',
  evaluationTitle: 'Your evaluation',
  overall: 'Overall result',
  remarks: 'Remarks',
  earlyReason: 'Completed early because',
  completedOn: 'Completed on',
  lettersTitle: 'Experience letters',
  noLetterYet: 'Your employer has not issued an experience letter yet.',
  code: 'Verification code',
  issued: 'Issued',
  revoked: 'Revoked',
  revokedReason: 'Reason',
  revokedNoDownload:
    'The programme office revoked this letter, so it is no longer valid and cannot be downloaded. Ask your employer for a new one.',
  download: 'Download',
  failedDownload: 'Failed to download the letter. Please try again.',
} as const;

/** The four scores as the evaluation holds them, with the labels people read. */
export const SCORES = [
  { key: 'attendance', label: 'Attendance' },
  { key: 'punctuality', label: 'Punctuality' },
  { key: 'quality', label: 'Quality of work' },
  { key: 'teamwork', label: 'Teamwork' },
] as const;

/** 'TTD 4,500 a month'; '' when no stipend is set. */
export function formatStipend(amount: number | null | undefined): string {
  if (amount == null) return '';
  return `TTD ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} a month`;
}

/** '4.3 out of 5'. */
export function formatScore(score: number): string {
  return `${score.toLocaleString('en-US', { maximumFractionDigits: 1 })} out of 5`;
}
