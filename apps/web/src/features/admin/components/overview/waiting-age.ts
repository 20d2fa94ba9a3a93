import { portalToday, waitingAgeText } from '@ojt/domain';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/**
 * Whole calendar days (Port of Spain) between a sign-up and `now`: 0 on the day itself, 1 the next
 * day, whatever the hour. Null when the date is missing or unreadable.
 */
export function daysWaiting(signedUpAt: string | null, now: Date = new Date()): number | null {
  const since = signedUpAt ? new Date(signedUpAt) : null;
  if (!since || Number.isNaN(since.getTime())) return null;
  return Math.max(0, Math.round(dayNumber(portalToday(now)) - dayNumber(portalToday(since))));
}

/** How long a sign-up has waited: 'Today', '1 day', '3 days'; '' when its date is unknown. */
export function waitingAge(signedUpAt: string | null, now: Date = new Date()): string {
  const days = daysWaiting(signedUpAt, now);
  return days === null ? '' : waitingAgeText(days);
}
