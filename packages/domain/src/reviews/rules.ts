import { addDays } from '../timesheets/holidays.ts';

/**
 * Progress reviews (issue 29): a review is due 4 weeks after a placement's start (the riskiest
 * time), then 12, 24, 36… weeks after it, while the placement is Placed and before its end date. A
 * break in training moves every due date on or after the break's first day by the break's length.
 */

/** Weeks after the start of the first review. */
export const FIRST_REVIEW_WEEKS = 4;
/** Weeks between the later reviews, counted from the start (12, 24, 36…). */
export const REVIEW_INTERVAL_WEEKS = 12;
/** How far ahead of today review rows are made (days). */
export const REVIEW_HORIZON_DAYS = 28;
/** A review not signed off is "due" from this many days before its due date (or once scheduled). */
export const REVIEW_DUE_WINDOW_DAYS = 14;

/** The officer's risk of a signed-off review. */
export const REVIEW_RISKS = ['Low', 'Medium', 'High'] as const;
/** A review's risk. */
export type ReviewRisk = (typeof REVIEW_RISKS)[number];

/** The filters of the office's list: due soon or scheduled, past due, signed off. */
export const REVIEW_LIST_STATUSES = ['due', 'overdue', 'done'] as const;
/** A filter of the office's list. */
export type ReviewListStatus = (typeof REVIEW_LIST_STATUSES)[number];
/** Where a review stands: its list status, or `upcoming` (due later than the window, not scheduled). */
export type ReviewStatus = ReviewListStatus | 'upcoming';

/** A break in training: first and last day, inclusive (`YYYY-MM-DD`). */
export interface ReviewBreak {
  from: string;
  to: string;
}

/** One due review: its number (1 the 4-week review) and due date. */
export interface DueReview {
  seq: number;
  dueDate: string;
}

/** Days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A break's length in days (both days counted). */
export function breakLength(b: ReviewBreak): number {
  return daysBetween(b.from, b.to) + 1;
}

/** The date review `seq` would be due without breaks: 4 weeks, then 12 × (seq − 1) weeks after the start. */
export function baseReviewDate(startDate: string, seq: number): string {
  const weeks = seq === 1 ? FIRST_REVIEW_WEEKS : REVIEW_INTERVAL_WEEKS * (seq - 1);
  return addDays(startDate, weeks * 7);
}

/**
 * Moves a due date by the breaks: taken in order of their first day, a date on or after a break's
 * first day moves by the break's length (so a date moved into a later break moves again).
 */
export function shiftByBreaks(date: string, breaks: readonly ReviewBreak[]): string {
  const ordered = [...breaks].sort((a, b) => a.from.localeCompare(b.from));
  let due = date;
  for (const b of ordered) if (due >= b.from) due = addDays(due, breakLength(b));
  return due;
}

/** What the due dates are worked out from. */
export interface ReviewScheduleInput {
  startDate: string;
  /** The placement's end date (already moved by its breaks when the office extended it); null: none. */
  endDate: string | null;
  breaks: readonly ReviewBreak[];
  /** The last due date wanted (today + 28 days when making rows); inclusive. */
  until: string;
}

/** The reviews due up to `until` and before the end date, in order. */
export function reviewDueDates(input: ReviewScheduleInput): DueReview[] {
  const due: DueReview[] = [];
  for (let seq = 1; seq < 1000; seq += 1) {
    const dueDate = shiftByBreaks(baseReviewDate(input.startDate, seq), input.breaks);
    if (dueDate > input.until) break;
    if (input.endDate !== null && dueDate >= input.endDate) break;
    due.push({ seq, dueDate });
  }
  return due;
}

/** What a review's status is worked out from. */
export interface ReviewState {
  dueDate: string;
  scheduledAt: Date | string | null;
  signedOffAt: Date | string | null;
}

/**
 * Where a review stands today: `done` when signed off; `overdue` past its due date; `due` within 14
 * days of it or once scheduled; else `upcoming`.
 */
export function reviewStatus(review: ReviewState, today: string): ReviewStatus {
  if (review.signedOffAt) return 'done';
  if (review.dueDate < today) return 'overdue';
  if (review.scheduledAt || review.dueDate <= addDays(today, REVIEW_DUE_WINDOW_DAYS)) return 'due';
  return 'upcoming';
}
