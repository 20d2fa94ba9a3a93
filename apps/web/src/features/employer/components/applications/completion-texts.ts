// Texts of completion, the evaluation and the stipend that the domain's MESSAGES do not hold yet
// (issue 10). The lead is asked to move them to packages/domain; until then they live here only.
export const COMPLETION_TEXTS = {
  markCompleted: 'Mark Completed',
  completeTitle: 'Complete placement',
  completeIntro: 'Rate the placement from 1 to 5 on each point. The learner sees the evaluation.',
  remarksHint: 'How the learner did: what went well and what to work on.',
  reasonLabel: 'Reason',
  scoreLegend: '1 = poor, 2 = fair, 3 = good, 4 = very good, 5 = excellent',
  earlyNote: 'The placement ends on {date}. To complete it before then, give the reason.',
  noEndDateNote: 'This placement has no end date yet. To complete it now, give the reason.',
  failedComplete: 'Failed to mark the placement Completed.',
  monthlyStipend: 'Monthly stipend',
  stipendNotSet: 'Not set',
  evaluationTitle: 'Evaluation',
  overall: 'Overall result',
  remarks: 'Remarks',
  earlyReason: 'Completed early because',
  completedOn: 'Completed on',
} as const;

/** The four scores: the API's parameter, the evaluation's field and the label people read. */
export const SCORES = [
  { param: 'Attendance', key: 'attendance', label: 'Attendance' },
  { param: 'Punctuality', key: 'punctuality', label: 'Punctuality' },
  { param: 'Quality', key: 'quality', label: 'Quality of work' },
  { param: 'Teamwork', key: 'teamwork', label: 'Teamwork' },
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
