import { addDays } from '../timesheets/holidays.ts';

/**
 * Changes of circumstance during a placement (issue 29): a break in training, a transfer to another
 * employer, an early exit. Dates are `YYYY-MM-DD` Port of Spain days; rules never read a clock.
 */

/** Why a placement ended early, as the API names it. */
export const EXIT_REASONS = ['found-work', 'education', 'conduct', 'health', 'moved', 'other'] as const;
/** Why a placement ended early. */
export type ExitReason = (typeof EXIT_REASONS)[number];

/** How each exit reason reads on screen and in notices. */
export const EXIT_REASON_LABELS: Record<ExitReason, string> = {
  'found-work': 'Found work',
  education: 'Went into education',
  conduct: 'Conduct',
  health: 'Health',
  moved: 'Moved away',
  other: 'Other',
};

/** The label of an exit reason; the value itself when it is not one. */
export function exitReasonLabel(reason: string): string {
  return EXIT_REASON_LABELS[reason as ExitReason] ?? reason;
}

/** The exit survey's "would you recommend" scale. */
export const EXIT_SURVEY_RECOMMEND_MIN = 1;
export const EXIT_SURVEY_RECOMMEND_MAX = 5;

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/** A break's length in days, both ends counted (1 for a one-day break). */
export function breakLengthDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** A break: its first and last day, inclusive. */
export interface BreakPeriod {
  from: string;
  to: string;
}

/** True when two periods share a day. */
export function periodsOverlap(a: BreakPeriod, b: BreakPeriod): boolean {
  return a.from <= b.to && b.from <= a.to;
}

/** True when `date` falls on a day of one of the breaks. */
export function isBreakDay(date: string, breaks: readonly BreakPeriod[]): boolean {
  return breaks.some((period) => date >= period.from && date <= period.to);
}

/**
 * Why a break cannot be recorded on a placement from `start` to `end` with these other breaks, or
 * null: `outside` when it does not lie within the placement's dates, `overlap` when it shares a day
 * with another break.
 */
export function breakRefusal(
  period: BreakPeriod,
  placement: { start: string | null; end: string | null },
  others: readonly BreakPeriod[],
): 'outside' | 'overlap' | null {
  if (placement.start === null || period.from < placement.start) return 'outside';
  if (placement.end !== null && period.to > placement.end) return 'outside';
  return others.some((other) => periodsOverlap(period, other)) ? 'overlap' : null;
}

/** The end date after a break: moved by the break's length when `extendEnd`, else unchanged. */
export function endAfterBreak(end: string | null, period: BreakPeriod, extendEnd: boolean): string | null {
  if (end === null || !extendEnd) return end;
  return addDays(end, breakLengthDays(period.from, period.to));
}

/** Whether an early exit may be dated `date` on a placement from `start` to `end` (both inclusive). */
export function canExitOn(date: string, placement: { start: string | null; end: string | null }): boolean {
  if (placement.start === null || date < placement.start) return false;
  return placement.end === null || date <= placement.end;
}
