/**
 * The four scores of a placement evaluation (issue 10), in the order every screen shows them:
 * `param` the CompletePlacement parameter, `key` the evaluation's field, `label` the text people read.
 */
export const EVALUATION_SCORES = [
  { param: 'Attendance', key: 'attendance', label: 'Attendance' },
  { param: 'Punctuality', key: 'punctuality', label: 'Punctuality' },
  { param: 'Quality', key: 'quality', label: 'Quality of work' },
  { param: 'Teamwork', key: 'teamwork', label: 'Teamwork' },
] as const;

/** One of the four scores of an evaluation. */
export type EvaluationScore = (typeof EVALUATION_SCORES)[number];

/** A monthly stipend in TTD, e.g. 4500 → 'TTD 4,500 a month'; '' when none is set (null). */
export function formatStipend(amount: number | null | undefined): string {
  if (amount == null) return '';
  return `TTD ${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} a month`;
}

/** An evaluation score or overall result, e.g. 4.3 → '4.3 out of 5' (at most one decimal). */
export function formatScore(score: number): string {
  return `${score.toLocaleString('en-US', { maximumFractionDigits: 1 })} out of 5`;
}
