import { pad2 } from '../shared/portal-time.ts';

/**
 * Trinidad and Tobago's public holidays (issue 27) as dated entries, to seed the list the programme
 * office keeps: it adds and removes dates with their names afterwards, so a date missing here is
 * added by the office, not by a code change.
 */

/** One public holiday: its date (`YYYY-MM-DD`) and name. */
export interface Holiday {
  date: string;
  name: string;
}

/** The holidays fixed to one day of the year (month 1-12, day). */
export const FIXED_HOLIDAYS = [
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 3, day: 30, name: 'Spiritual Baptist/Shouter Liberation Day' },
  { month: 5, day: 30, name: 'Indian Arrival Day' },
  { month: 6, day: 19, name: 'Labour Day' },
  { month: 8, day: 1, name: 'Emancipation Day' },
  { month: 8, day: 31, name: 'Independence Day' },
  { month: 9, day: 24, name: 'Republic Day' },
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
] as const;

/** The holidays that move with Easter: days after Easter Sunday (negative: before). */
export const EASTER_HOLIDAYS = [
  { offset: -2, name: 'Good Friday' },
  { offset: 1, name: 'Easter Monday' },
  { offset: 60, name: 'Corpus Christi' },
] as const;

// Eid-ul-Fitr follows the sighting of the moon and Divali the Hindu calendar: the government names
// their dates each year. Only dates already proclaimed are here; the office adds the others when
// they are announced (as it does any holiday proclaimed for an occasion).
/** Holidays of other calendars whose dates are known. */
export const KNOWN_MOVABLE_HOLIDAYS: readonly Holiday[] = [
  { date: '2025-03-31', name: 'Eid-ul-Fitr' },
  { date: '2025-10-20', name: 'Divali' },
];

/** Easter Sunday of a year (`YYYY-MM-DD`), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`; negative goes back). */
export function addDays(date: string, days: number): string {
  const at = Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000;
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * The public holidays of one year that the portal knows, by date. Two holidays on one date (Corpus
 * Christi fell on Indian Arrival Day in 2024 and on Labour Day in 2025) are one entry naming both,
 * since the office's list keeps one entry a date. A holiday on a Sunday is listed on its own date:
 * a Monday given in its place is proclaimed, and the office adds it.
 */
export function holidaysOfYear(year: number): Holiday[] {
  const easter = easterSunday(year);
  return mergeByDate([
    ...FIXED_HOLIDAYS.map((h) => ({ date: `${year}-${pad2(h.month)}-${pad2(h.day)}`, name: h.name })),
    ...EASTER_HOLIDAYS.map((h) => ({ date: addDays(easter, h.offset), name: h.name })),
    ...KNOWN_MOVABLE_HOLIDAYS.filter((h) => h.date.startsWith(`${year}-`)),
  ]);
}

/**
 * The seed of the office's holiday list (issue 27: last year, this year and next year): every
 * holiday of the given years, one entry a date, sorted by date.
 */
export function holidaySeed(years: readonly number[]): Holiday[] {
  return mergeByDate([...new Set(years)].flatMap(holidaysOfYear));
}

function mergeByDate(entries: readonly Holiday[]): Holiday[] {
  const names = new Map<string, string[]>();
  for (const { date, name } of entries) {
    const list = names.get(date) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(date, list);
  }
  return [...names.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, name: list.sort().join(' and ') }));
}
