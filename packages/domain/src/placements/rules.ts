/**
 * The placement's (application's) rules (PRODUCT.md §4): its statuses and which change each one
 * allows. The server refuses what they refuse; the web shows only what they allow.
 */

/** Placement (application) status values (PRODUCT.md §4). */
export const PLACEMENT_STATUS = {
  APPLIED: 1,
  INTERVIEW_SCHEDULED: 2,
  SELECTED: 3,
  NOT_SELECTED: 4,
  PLACED: 5,
  WITHDRAWN: 6,
  COMPLETED: 7,
  /** Ended to continue with another employer (issue 29); `transferredTo` names the new placement. */
  TRANSFERRED: 8,
  /** Ended before its end date by the learner, the employer or the office (issue 29). */
  EXITED_EARLY: 9,
} as const;

/** A placement status value, 1-9. */
export type PlacementStatus = (typeof PLACEMENT_STATUS)[keyof typeof PLACEMENT_STATUS];

/** Placement statuses with their display names, in order. */
export const PLACEMENT_STATUSES = [
  { id: 1, name: 'Applied' },
  { id: 2, name: 'Interview scheduled' },
  { id: 3, name: 'Selected' },
  { id: 4, name: 'Not selected' },
  { id: 5, name: 'Placed' },
  { id: 6, name: 'Withdrawn' },
  { id: 7, name: 'Completed' },
  { id: 8, name: 'Transferred' },
  { id: 9, name: 'Exited early' },
] as const satisfies readonly { id: PlacementStatus; name: string }[];

/** The display name of a placement status; `''` when unknown. */
export function placementStatusLabel(status: unknown): string {
  return PLACEMENT_STATUSES.find((row) => row.id === Number(status))?.name ?? '';
}

/** Statuses counted as Selected Candidates on the employer overview (3 Selected and 5 Placed). */
export const SELECTED_PLACEMENT_STATUSES = [
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
] as const satisfies readonly PlacementStatus[];

/** True for Selected (3) and Placed (5). */
export function isSelectedPlacementStatus(status: unknown): boolean {
  return SELECTED_PLACEMENT_STATUSES.some((value) => value === Number(status));
}

/**
 * Statuses of a live application (PRODUCT.md §4): while a learner has one with an employer, that
 * employer sees the learner's reduced profile. A Completed one stays live for
 * `APPLICANT_VIEW_MONTHS_AFTER_COMPLETION` months after its completion date.
 */
export const LIVE_APPLICATION_STATUSES = [
  PLACEMENT_STATUS.APPLIED,
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.PLACED,
] as const satisfies readonly PlacementStatus[];

/** How long after its completion a Completed application still lets the employer see the learner. */
export const APPLICANT_VIEW_MONTHS_AFTER_COMPLETION = 6;

/** The fields of a placement (application) that its rules read; the API's item and a row both fit. */
export interface PlacementState {
  placementStatus: unknown;
  interviewDate?: unknown;
}

/** The outcomes an employer may set (PRODUCT.md §4). */
export const APPLICATION_OUTCOMES = ['selected', 'not-selected'] as const;
/** An outcome an employer may set. */
export type ApplicationOutcome = (typeof APPLICATION_OUTCOMES)[number];

/** The status an outcome sets: Selected (3) or Not selected (4). */
export function outcomePlacementStatus(outcome: ApplicationOutcome): PlacementStatus {
  return outcome === 'selected' ? PLACEMENT_STATUS.SELECTED : PLACEMENT_STATUS.NOT_SELECTED;
}

/** True when an interview date is set (spec 2 §4: then an interview is scheduled); blank is none. */
export function hasInterviewDate(placement: Pick<PlacementState, 'interviewDate'>): boolean {
  const date = placement.interviewDate;
  return date !== null && date !== undefined && String(date).trim() !== '';
}

/** True for a Withdrawn placement (6), which takes no more actions (spec 2 §4). */
export function isPlacementWithdrawn(placement: PlacementState): boolean {
  return Number(placement.placementStatus) === PLACEMENT_STATUS.WITHDRAWN;
}

/**
 * Why a learner may not withdraw an application (spec 2 §4, PRODUCT.md §4), or null when they may:
 * `interview` while an interview is scheduled (its status, or Applied with a date: 'Cannot withdraw -
 * Interview scheduled'), `decided` once it is past Applied (Selected, Not selected, Placed,
 * Completed, Withdrawn). The server answers 409 with the reason's message; the web shows the note.
 */
export function withdrawRefusal(placement: PlacementState): 'interview' | 'decided' | null {
  const status = Number(placement.placementStatus);
  if (status === PLACEMENT_STATUS.INTERVIEW_SCHEDULED) return 'interview';
  if (status !== PLACEMENT_STATUS.APPLIED) return 'decided';
  return hasInterviewDate(placement) ? 'interview' : null;
}

/**
 * Whether a learner may withdraw an application: only while it is Applied (1) and no interview
 * is scheduled (PRODUCT.md §4; the server refuses otherwise).
 */
export function canWithdrawPlacement(placement: PlacementState): boolean {
  return withdrawRefusal(placement) === null;
}

/**
 * Whether an employer may schedule or move an interview: while the application is Applied (1) or
 * Interview scheduled (2) (PRODUCT.md §4; the server refuses otherwise).
 */
export function canScheduleInterview(placement: PlacementState): boolean {
  const status = Number(placement.placementStatus);
  return status === PLACEMENT_STATUS.APPLIED || status === PLACEMENT_STATUS.INTERVIEW_SCHEDULED;
}

// An outcome is set during the selection, or changed; not once placed, completed or withdrawn.
const OUTCOME_FROM: readonly number[] = [
  PLACEMENT_STATUS.APPLIED,
  PLACEMENT_STATUS.INTERVIEW_SCHEDULED,
  PLACEMENT_STATUS.SELECTED,
  PLACEMENT_STATUS.NOT_SELECTED,
];

/**
 * Whether an employer may mark an applicant Selected or Not selected: before a placement starts,
 * from Applied, Interview scheduled, or the other outcome (a change of mind); never to the outcome
 * it already has (the server answers that without changing anything).
 */
export function canSetOutcome(placement: PlacementState, outcome: ApplicationOutcome): boolean {
  const status = Number(placement.placementStatus);
  return OUTCOME_FROM.includes(status) && status !== outcomePlacementStatus(outcome);
}

/** Whether the programme office may place a learner: only a Selected (3) application (issue 10). */
export function canPlace(placement: PlacementState): boolean {
  return Number(placement.placementStatus) === PLACEMENT_STATUS.SELECTED;
}

/**
 * Whether an employer may mark a placement Completed with an evaluation (issue 10): only while it is
 * Placed (5); the server refuses otherwise.
 */
export function canCompletePlacement(placement: PlacementState): boolean {
  return Number(placement.placementStatus) === PLACEMENT_STATUS.PLACED;
}

/**
 * Whether a change of circumstance (a break, a transfer, an early exit; issue 29) may be recorded:
 * only while the placement is Placed (5).
 */
export function canChangeCircumstance(placement: PlacementState): boolean {
  return Number(placement.placementStatus) === PLACEMENT_STATUS.PLACED;
}

/**
 * Statuses whose dates are a period the learner served or serves (Placed, Transferred, Exited
 * early): two of one learner's never share a day (migration 0019, widened by 0033).
 */
export const SERVED_PLACEMENT_STATUSES = [
  PLACEMENT_STATUS.PLACED,
  PLACEMENT_STATUS.TRANSFERRED,
  PLACEMENT_STATUS.EXITED_EARLY,
] as const satisfies readonly PlacementStatus[];

/**
 * Statuses whose placement may be given an experience letter: Completed, and Exited early for the
 * time served (issue 29).
 */
export const LETTER_PLACEMENT_STATUSES = [
  PLACEMENT_STATUS.COMPLETED,
  PLACEMENT_STATUS.EXITED_EARLY,
] as const satisfies readonly PlacementStatus[];

/** The overall result of an evaluation: the mean of its four scores rounded to one decimal. */
export function evaluationOverall(scores: {
  attendance: number;
  punctuality: number;
  quality: number;
  teamwork: number;
}): number {
  const sum = scores.attendance + scores.punctuality + scores.quality + scores.teamwork;
  return Math.round((sum / 4) * 10) / 10;
}

/** A placement lasts at most this many months from its start date. */
export const MAX_PLACEMENT_MONTHS = 24;

/**
 * The last end date a placement starting on `start` (`YYYY-MM-DD`) may have: the same day
 * `MAX_PLACEMENT_MONTHS` later, or that month's last day when it is shorter (29 Feb → 28 Feb).
 */
export function latestPlacementEnd(start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const total = month - 1 + MAX_PLACEMENT_MONTHS;
  const endYear = year + Math.floor(total / 12);
  const endMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${endYear}-${pad(endMonth)}-${pad(Math.min(day, lastDay))}`;
}
