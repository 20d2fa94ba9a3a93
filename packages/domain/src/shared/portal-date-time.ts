import { PORTAL_TIME_ZONE, pad2, toClockTime, toIsoDate } from './portal-time.ts';

/** The months' names, January first. */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** The days' names, Sunday first (as `Date.getUTCDay()` counts). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The months' short names, as dates are written: '23 Nov 2026'. */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(at: Date): WallClock {
  const parts = partsFormat.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

// Port of Spain keeps UTC-4 all year, but the offset is read from the zone data rather than assumed.
function offsetMs(at: Date): number {
  const c = wallClock(at);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * Reads a portal date-time as the API carries it (`YYYY-MM-DDThh:mm:00`, no zone: Port of Spain
 * time; `YYYY-MM-DD hh:mm` and `MM/DD/YYYYThh:mm` too) and answers the instant it names, or `null`
 * when the date or the time is missing or not real.
 */
export function parsePortalDateTime(text: string): Date | null {
  const [datePart = '', timePart = ''] = text.trim().split(/[T\s]+/);
  const date = toIsoDate(datePart);
  const time = toClockTime(timePart);
  if (!date || !time) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMs(new Date(guess));
  return new Date(guess - offsetMs(new Date(first)));
}

/** An instant as a portal date-time: `YYYY-MM-DDThh:mm:00` in Port of Spain, no zone. */
export function formatPortalDateTime(at: Date): string {
  const c = wallClock(at);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}T${pad2(c.hour)}:${pad2(c.minute)}:00`;
}

/** An instant as people read it in the portal (PRODUCT.md §5): '23 Nov 2026, 1:40 pm', Port of Spain time. */
export function formatPortalStamp(at: Date): string {
  const c = wallClock(at);
  const hour12 = c.hour % 12 === 0 ? 12 : c.hour % 12;
  const period = c.hour < 12 ? 'am' : 'pm';
  return `${c.day} ${SHORT_MONTHS[c.month - 1]} ${c.year}, ${hour12}:${pad2(c.minute)} ${period}`;
}

/**
 * The instants that bound a range of portal calendar days (`YYYY-MM-DD`, inclusive): `from` is the
 * Port of Spain midnight that starts the first day, `before` the one that ends the last. A missing
 * day leaves its side open.
 */
export function portalDayRange(fromDay?: string, toDay?: string): { from?: Date; before?: Date } {
  const start = (day: string) => parsePortalDateTime(`${day}T00:00`) ?? undefined;
  const next = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return {
    ...(fromDay ? { from: start(fromDay) } : {}),
    ...(toDay ? { before: start(next(toDay)) } : {}),
  };
}

/**
 * A calendar date (`YYYY-MM-DD`, or `MM/DD/YYYY`) in words, so nobody has to guess which number is
 * the month: 'Thursday 3 December 2026'; '' when it is not a real date.
 */
export function formatDateInWords(date: string): string {
  const iso = toIsoDate(date);
  if (!iso) return '';
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day} ${LONG_MONTHS[month - 1]} ${year}`;
}

/**
 * An interview's date and time in words: 'Thursday 3 December 2026 at 9:30 am' (the date alone when
 * the time is not readable; '' when the date is not).
 */
export function formatInterviewInWords(date: string, time: string): string {
  const day = formatDateInWords(date);
  const clock = toClockTime(time);
  if (!day || !clock) return day;
  const [hour, minute] = clock.split(':').map(Number) as [number, number];
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${day} at ${hour12}:${pad2(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * True when an interview on `date` at `time` (Port of Spain) would start before `now`: such a date
 * is a mistake (a month and day swapped, a year mistyped), never an interview to mail.
 */
export function isInterviewInPast(date: string, time: string, now: Date): boolean {
  const startsAt = parsePortalDateTime(`${toIsoDate(date) ?? ''}T${time}`);
  return startsAt !== null && startsAt < now;
}
