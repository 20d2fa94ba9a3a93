import { PORTAL_TIME_ZONE } from '@ojt/domain';

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTAL_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An instant as Port of Spain sees it ('Mar 4, 2026, 2:05 PM'); '' when missing or unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** A calendar date (`YYYY-MM-DD`, e.g. a date of birth) as 'Mar 4, 2001', with no time-zone shift. */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = value ? CALENDAR_DATE.exec(value.slice(0, 10)) : null;
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** 'Showing 11–20 of 23' (en dash, as the spec writes it). */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** A large total as the en-TT locale writes it (1,000,000): an estimate reads "about" before it. */
export function aboutCount(n: number): string {
  return new Intl.NumberFormat('en-TT').format(n);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
