/** The portal's time zone (PRODUCT.md §0): date-times without a zone are read here. */
export const PORTAL_TIME_ZONE = 'America/Port_of_Spain';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar year, month (1-12) and day in Port of Spain at the given instant. */
export function portalDateParts(now: Date = new Date()): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Today's date in Port of Spain as `YYYY-MM-DD`. */
export function portalToday(now: Date = new Date()): string {
  const { year, month, day } = portalDateParts(now);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Pads a number to two digits (`7` → `'07'`). */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** True when `value` is `YYYY-MM-DD` and names a day that exists (no 31 April, 29 February only in leap years). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads a calendar date typed as `MM/DD/YYYY` (as the interview form shows it; `M/D/YYYY` too) or
 * `YYYY-MM-DD`, and answers it as `YYYY-MM-DD`, or `null` when it is not a real date.
 */
export function toIsoDate(value: string): string | null {
  const text = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${pad2(Number(us[1]))}-${pad2(Number(us[2]))}` : text;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Reads a clock time (`9:30`, `09:30`, `09:30:00`, `9:30 AM`, `9:30pm`) and answers it as 24-hour
 * `HH:mm`, or `null` when it is not a time of day.
 */
export function toClockTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?$/.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  const meridiem = match[4]?.toLowerCase();
  if (minutes > 59 || seconds > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
  } else if (hours > 23) {
    return null;
  }
  return `${pad2(hours)}:${pad2(minutes)}`;
}
