import { portalDateParts } from '../portal-time.ts';

/** Staff count choices: the label shown and the value sent. */
export const STAFF_COUNTS = [
  { label: '1-10', value: 10 },
  { label: '11-50', value: 50 },
  { label: '51-200', value: 200 },
  { label: '201-500', value: 500 },
  { label: '500+', value: 1000 },
] as const;

/** A staff count value: 10, 50, 200, 500 or 1000. */
export type StaffCountValue = (typeof STAFF_COUNTS)[number]['value'];

/** True when `value` is one of the staff count values. */
export function isStaffCountValue(value: number): value is StaffCountValue {
  return STAFF_COUNTS.some((row) => row.value === value);
}

/** The label of a staff count value (`200` → '51-200'); `''` when unknown. */
export function staffCountLabel(value: unknown): string {
  return STAFF_COUNTS.find((row) => row.value === Number(value))?.label ?? '';
}

/** Company start month choices, 1-12, with English month names. */
export const START_MONTHS = [
  { value: 1, label: 'January' },
  { value: 2, label: 'February' },
  { value: 3, label: 'March' },
  { value: 4, label: 'April' },
  { value: 5, label: 'May' },
  { value: 6, label: 'June' },
  { value: 7, label: 'July' },
  { value: 8, label: 'August' },
  { value: 9, label: 'September' },
  { value: 10, label: 'October' },
  { value: 11, label: 'November' },
  { value: 12, label: 'December' },
] as const;

/** The month name for 1-12; `''` otherwise. */
export function monthName(month: unknown): string {
  return START_MONTHS.find((row) => row.value === Number(month))?.label ?? '';
}

/** The first company start year offered (issue 30: old firms too). */
export const START_YEAR_FIRST = 1900;

/**
 * Company start year choices: the current year (in Port of Spain) back to 1900, newest first.
 * Validation calls this at parse time, so the list moves with the calendar.
 */
export function startYears(now: Date = new Date()): number[] {
  const { year } = portalDateParts(now);
  return Array.from({ length: year - START_YEAR_FIRST + 1 }, (_, index) => year - index);
}
