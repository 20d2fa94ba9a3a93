import { QUALIFICATIONS } from '../shared/lookups/programme-lookups.ts';
import { type BreakDays, placementWorkingDays, workingDays } from './rules.ts';

/**
 * The stipend a month earns (issue 27): the five stipend levels, the schedules of their rates, the
 * days a month credits and the amount in whole cents. Money is integer cents throughout.
 */

/**
 * The spec's five rate groups as levels 1-5, with the qualification names as the issue lists them.
 * Every one of the 17 `QUALIFICATIONS` of the lookups has exactly this name and sits in one level,
 * and the lookups give every qualification of a level the same stipend (TTD a month):
 * 1 = 2,750 (ids 1-6: CVQ, CXC, NVQ, Secondary, Primary, Certificate Level 1);
 * 2 = 3,960 (ids 7-12: Technical, A Levels, CAPE, Certificate Level 2, Diploma, Tertiary);
 * 3 = 4,950 (id 13: Associate Degree); 4 = 6,875 (ids 14-15: First Degree, Certificate Level 3);
 * 5 = 7,920 (ids 16-17: Doctorate, Masters Degree). The tests hold the two lists together.
 */
export const STIPEND_LEVELS = [
  {
    level: 1,
    qualifications: ['CVQ', 'CXC', 'NVQ', 'Secondary', 'Primary', 'Certificate Level 1'],
  },
  {
    level: 2,
    qualifications: ['Technical', 'A Levels', 'CAPE', 'Certificate Level 2', 'Diploma', 'Tertiary'],
  },
  { level: 3, qualifications: ['Associate Degree'] },
  { level: 4, qualifications: ['First Degree', 'Certificate Level 3'] },
  { level: 5, qualifications: ['Doctorate', 'Masters Degree'] },
] as const;

/** A stipend level, 1-5. */
export type StipendLevel = (typeof STIPEND_LEVELS)[number]['level'];

/** True when `value` is a stipend level (1-5). */
export function isStipendLevel(value: unknown): value is StipendLevel {
  return STIPEND_LEVELS.some((row) => row.level === value);
}

/** The level of a qualification (a name of `QUALIFICATIONS`); null for a name of no level. */
export function levelOfQualification(name: string): StipendLevel | null {
  const row = STIPEND_LEVELS.find((r) => (r.qualifications as readonly string[]).includes(name));
  return row?.level ?? null;
}

/** Monthly rates in cents by level. */
export type StipendRates = Record<StipendLevel, number>;

/** A schedule of rates and the date (`YYYY-MM-DD`) from which it applies. */
export interface StipendSchedule {
  effectiveFrom: string;
  rates: StipendRates;
}

function firstScheduleRate(level: StipendLevel): number {
  const names = STIPEND_LEVELS[level - 1]?.qualifications as readonly string[];
  const row = QUALIFICATIONS.find((q) => names.includes(q.name));
  if (!row) throw new Error(`No qualification of level ${level} in the lookups`);
  return row.stipend * 100;
}

/** The first schedule: the lookups' stipend amounts, in force from 2000-01-01. */
export const FIRST_SCHEDULE: StipendSchedule = {
  effectiveFrom: '2000-01-01',
  rates: {
    1: firstScheduleRate(1),
    2: firstScheduleRate(2),
    3: firstScheduleRate(3),
    4: firstScheduleRate(4),
    5: firstScheduleRate(5),
  },
};

/**
 * The level of an existing placement, which kept an amount (TTD a month) before levels: the level
 * whose first-schedule rate equals it; null when none does.
 */
export function levelForAmount(ttd: number): StipendLevel | null {
  const cents = Math.round(ttd * 100);
  const row = STIPEND_LEVELS.find((r) => FIRST_SCHEDULE.rates[r.level] === cents);
  return row?.level ?? null;
}

/** The schedule in force on a date: the latest whose `effectiveFrom` is not after it; null before all. */
export function scheduleInForce<S extends StipendSchedule>(
  schedules: readonly S[],
  onDate: string,
): S | null {
  let found: S | null = null;
  for (const schedule of schedules) {
    if (schedule.effectiveFrom <= onDate && (!found || schedule.effectiveFrom > found.effectiveFrom))
      found = schedule;
  }
  return found;
}

/** A month's (`YYYY-MM`) rate in cents for a level: the schedule in force on its first day; null if none. */
export function monthRateCents(
  schedules: readonly StipendSchedule[],
  level: StipendLevel,
  month: string,
): number | null {
  return scheduleInForce(schedules, `${month}-01`)?.rates[level] ?? null;
}

/** A half day's mark: Present, Absent or Leave; null while not marked. */
export const TIMESHEET_MARKS = ['P', 'A', 'L'] as const;
/** A half day's mark. */
export type TimesheetMark = (typeof TIMESHEET_MARKS)[number];

/** Why a learner was on leave. */
export const LEAVE_REASONS = ['sick', 'personal', 'public-duty'] as const;
/** Why a learner was on leave. */
export type LeaveReason = (typeof LEAVE_REASONS)[number];

/** One day of a month's record: its a.m. and p.m. marks and, on leave, the reason. */
export interface TimesheetDay {
  date: string;
  am: TimesheetMark | null;
  pm: TimesheetMark | null;
  leaveReason: LeaveReason | null;
}

/**
 * The days a month credits, in half days (an integer, so sums stay exact): with the reduction, each
 * a.m. or p.m. marked Present or Leave on a `creditable` date (the placement's working days in the
 * month) counts one, Absent and unmarked none; without it, every creditable day counts two.
 */
export function halfDaysCredited(
  days: readonly TimesheetDay[],
  creditable: readonly string[],
  options: { reduceForAbsences: boolean },
): number {
  const dates = new Set(creditable);
  if (!options.reduceForAbsences) return dates.size * 2;
  const byDate = new Map(days.filter((d) => dates.has(d.date)).map((d) => [d.date, d]));
  let halves = 0;
  for (const day of byDate.values()) {
    if (day.am === 'P' || day.am === 'L') halves += 1;
    if (day.pm === 'P' || day.pm === 'L') halves += 1;
  }
  return halves;
}

/** The days a month credits: Present and Leave, 0.5 a half day, only on `creditable` dates (see `halfDaysCredited`). */
export function daysCredited(
  days: readonly TimesheetDay[],
  creditable: readonly string[],
  options: { reduceForAbsences: boolean },
): number {
  return halfDaysCredited(days, creditable, options) / 2;
}

/**
 * A month's amount in cents: rate × days credited ÷ the month's working days, rounded half-up to a
 * whole cent. Worked in integers (half days), so 396000 × 18.5 ÷ 21 is exactly 348857.142… → 348857.
 */
export function stipendAmountCents(rateCents: number, credited: number, workingDaysInMonth: number): number {
  if (workingDaysInMonth <= 0 || credited <= 0 || rateCents <= 0) return 0;
  const halves = Math.round(credited * 2);
  // rate × halves ÷ (2 × days), half-up: ⌊(2 × rate × halves + 2 × days) ÷ (4 × days)⌋.
  const numerator = 2 * rateCents * halves + 2 * workingDaysInMonth;
  const denominator = 4 * workingDaysInMonth;
  return (numerator - (numerator % denominator)) / denominator;
}

function groupedAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in cents as the portal shows it: 348857 → '3,488.57 TTD'. */
export function formatTtd(cents: number): string {
  return `${groupedAmount(cents)} TTD`;
}

/** A count of days as the explanation writes it: 18.5, 21. */
export function formatDayCount(days: number): string {
  return Number.isInteger(days) ? String(days) : days.toFixed(1);
}

/**
 * The sum a month's stipend explained, as the learner reads it:
 * '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD'.
 */
export function stipendExplanation(stipend: {
  credited: number;
  workingDaysInMonth: number;
  rateCents: number;
}): string {
  const { credited, workingDaysInMonth, rateCents } = stipend;
  const amount = stipendAmountCents(rateCents, credited, workingDaysInMonth);
  return `${formatDayCount(credited)} of ${workingDaysInMonth} working days × ${groupedAmount(rateCents)} = ${formatTtd(amount)}`;
}

/** What a month earns, as its answer shows it. */
export interface MonthStipend {
  /** The month's working days: the divisor. */
  workingDays: number;
  daysCredited: number;
  rateCents: number;
  amountCents: number;
  /** '3,488.57 TTD'. */
  amountText: string;
  /** '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD'. */
  explanation: string;
}

/**
 * What a placement's month earns: the rate of its level in the schedule in force on the month's
 * first day, × the days credited within the placement's dates ÷ the month's working days. Days of a
 * break in training (issue 29) are outside the placement's working days, as days before its start
 * are: nothing is expected or credited on them, and the divisor stays the month's, so a break earns
 * nothing. Null when no schedule is in force.
 */
export function monthStipend(input: {
  month: string;
  level: StipendLevel;
  schedules: readonly StipendSchedule[];
  holidays: ReadonlySet<string>;
  start: string;
  end: string | null;
  days: readonly TimesheetDay[];
  reduceForAbsences: boolean;
  /** The placement's breaks in training (issue 29). */
  breaks?: readonly BreakDays[];
}): MonthStipend | null {
  const rateCents = monthRateCents(input.schedules, input.level, input.month);
  if (rateCents === null) return null;
  const divisor = workingDays(input.month, input.holidays).length;
  const creditable = placementWorkingDays(input.month, input.holidays, input.start, input.end, input.breaks);
  const credited = daysCredited(input.days, creditable, { reduceForAbsences: input.reduceForAbsences });
  const amountCents = stipendAmountCents(rateCents, credited, divisor);
  return {
    workingDays: divisor,
    daysCredited: credited,
    rateCents,
    amountCents,
    amountText: formatTtd(amountCents),
    explanation: stipendExplanation({ credited, workingDaysInMonth: divisor, rateCents }),
  };
}
