import { isPastDate } from '../shared/format-checks.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isIsoDate } from '../shared/portal-time.ts';

/** The boxes of a date of birth, in the order they are shown (GOV.UK's memorable date). */
export const DATE_PARTS = ['day', 'month', 'year'] as const;

/** One box of a date of birth. */
export type DatePart = (typeof DATE_PARTS)[number];

/** A date of birth as typed: each box's text. */
export type DateParts = Record<DatePart, string>;

/** What is wrong with a date of birth: the message, and the boxes at fault (first one first). */
export interface DateOfBirthProblem {
  message: string;
  parts: readonly DatePart[];
}

/** Earliest accepted year of birth. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** A held date: digits or nothing, three times, between hyphens. */
const HELD_DATE = /^\d*-\d*-\d*$/;

/** The message for each set of missing boxes, keyed by the boxes in order ('day month'). */
const MISSING_MESSAGES: Record<string, string> = {
  day: MESSAGES.dateOfBirthNeedsDay,
  month: MESSAGES.dateOfBirthNeedsMonth,
  year: MESSAGES.dateOfBirthNeedsYear,
  'day month': MESSAGES.dateOfBirthNeedsDayAndMonth,
  'day year': MESSAGES.dateOfBirthNeedsDayAndYear,
  'month year': MESSAGES.dateOfBirthNeedsMonthAndYear,
};

/**
 * The date the form holds and the API receives: '' when every box is empty, `YYYY-MM-DD` once the
 * day and month hold one or two digits and the year four ('3' becomes '03'), otherwise the boxes as
 * typed, 'year-month-day', which `dateOfBirthProblem` refuses with the message naming what is wrong.
 */
export function joinDateOfBirth({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  if (/^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^\d{4}$/.test(year)) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return `${year}-${month}-${day}`;
}

/** The boxes of a held date (`joinDateOfBirth`'s answer): 'year-month-day', missing parts empty. */
export function splitDateOfBirth(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  return { day, month, year };
}

/** The day and month boxes that do not hold a day (1–31) or a month (1–12), or hold more than 2 digits. */
function unrealParts(parts: DateParts): DatePart[] {
  const inRange = (text: string, max: number) =>
    /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= max;
  const wrong: DatePart[] = [];
  if (!inRange(parts.day, 31)) wrong.push('day');
  if (!inRange(parts.month, 12)) wrong.push('month');
  if (!/^\d+$/.test(parts.year)) wrong.push('year');
  return wrong;
}

/**
 * What is wrong with a date of birth typed as day, month and year, as GOV.UK's date input says it
 * (PRODUCT.md §5), or `undefined` when it is a real date from 1900 on, before today in Port of
 * Spain. Nothing typed is not this rule's business (the field's required rule speaks). In order: the
 * boxes left empty ('must include a day and month'), a box that is no day, month or year number
 * ('must be a real date'), a year not of 4 digits, a year before 1900, a day the month does not
 * have (the whole date: either box may be the slip), a date not in the past.
 */
export function dateOfBirthPartsProblem(
  parts: DateParts,
  now: Date = new Date(),
): DateOfBirthProblem | undefined {
  const missing = DATE_PARTS.filter((part) => parts[part] === '');
  if (missing.length === DATE_PARTS.length) return undefined;
  const missingMessage = MISSING_MESSAGES[missing.join(' ')];
  if (missingMessage) return { message: missingMessage, parts: missing };
  const unreal = unrealParts(parts);
  if (unreal.length > 0) return { message: MESSAGES.invalidDateOfBirth, parts: unreal };
  if (parts.year.length !== 4) return { message: MESSAGES.dateOfBirthYearDigits, parts: ['year'] };
  if (Number(parts.year) < EARLIEST_BIRTH_YEAR)
    return { message: MESSAGES.dateOfBirthTooEarly, parts: ['year'] };
  const date = joinDateOfBirth(parts);
  if (!isIsoDate(date)) return { message: MESSAGES.invalidDateOfBirth, parts: DATE_PARTS };
  if (!isPastDate(date, now)) return { message: MESSAGES.dateOfBirthNotPast, parts: DATE_PARTS };
  return undefined;
}

/**
 * The date of birth rule on a held value (sign-up, profile, and the server on what they send): the
 * message of `dateOfBirthPartsProblem`, and 'must be a real date' for text that is not
 * 'year-month-day' (such as '17/05/2000') or not `YYYY-MM-DD` although its parts pass ('2001-7-3'). Empty text passes (see
 * `dateOfBirthPartsProblem`).
 */
export function dateOfBirthProblem(value: string, now: Date = new Date()): string | undefined {
  if (value === '') return undefined;
  if (!HELD_DATE.test(value)) return MESSAGES.invalidDateOfBirth;
  const parts = splitDateOfBirth(value);
  const problem = dateOfBirthPartsProblem(parts, now);
  if (problem) return problem.message;
  return value === joinDateOfBirth(parts) ? undefined : MESSAGES.invalidDateOfBirth;
}
