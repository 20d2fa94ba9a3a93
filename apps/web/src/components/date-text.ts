import {
  formatPortalStamp,
  LONG_MONTHS,
  parsePortalDateTime,
  portalToday,
  SHORT_MONTHS,
  toClockTime,
  toIsoDate,
  WEEKDAYS,
} from '@ojt/domain';

// Dates as the portal writes them (PRODUCT.md §5): '23 Nov 2026', '1:40 pm', Port of Spain time.

// A value with a zone (`…Z`, `…+00:00`) is an instant; without one it is Port of Spain wall time.
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant a value names, or null: a zoned instant, or a portal date-time without a zone. */
function toInstant(text: string): Date | null {
  if (HAS_ZONE.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return parsePortalDateTime(text);
}

/** The calendar date a value names (`YYYY-MM-DD`), as Port of Spain sees it; null when unreadable. */
function toCalendarDate(value: string | null | undefined): [number, number, number] | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  const instant = HAS_ZONE.test(text) ? toInstant(text) : null;
  const iso = instant ? portalToday(instant) : toIsoDate(text.split(/[T\s]/)[0] ?? '');
  if (!iso) return null;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** '1:40 pm' from a 24-hour hour and minute. */
function clock(hour: number, minute: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A date as the portal writes it, '23 Nov 2026'; '' when missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  const date = toCalendarDate(value);
  return date ? `${date[2]} ${SHORT_MONTHS[date[1] - 1]} ${date[0]}` : '';
}

/** The long form of a date, 'Monday, 23 November 2026'; '' when missing or unreadable. */
export function formatLongDate(value: string | null | undefined): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  const [year, month, day] = date;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${LONG_MONTHS[month - 1]} ${year}`;
}

/** '23 Nov 2026, 1:40 pm' (the date alone when the value has no time); '' when unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) return '';
  const instant = toInstant(text);
  return instant ? formatPortalStamp(instant) : formatDate(text);
}

/** A time of day (`09:30`, `14:00:00`) as '9:30 am'; '' when unreadable. */
export function formatTime(value: string | null | undefined): string {
  const time = toClockTime(value?.trim() ?? '');
  if (!time) return '';
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return clock(hour, minute);
}

/** A stored date (`YYYY-MM-DD`) as a form's `MM/DD/YYYY` (the interview form, spec 2 §5); '' when unreadable. */
export function toUsDate(value: string | null | undefined): string {
  const iso = toIsoDate(value?.trim().split(/[T\s]/)[0] ?? '');
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A stored time (`14:05` or `14:05:00`) as a time input's `14:05`; '' when unreadable. */
export function toClockInput(value: string | null | undefined): string {
  return toClockTime(value?.trim() ?? '') ?? '';
}
