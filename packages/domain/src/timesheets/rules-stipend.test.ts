import { describe, expect, it } from 'vitest';
import { QUALIFICATIONS } from '../shared/lookups/programme-lookups.ts';
import { holidaySeed } from './holidays.ts';
import { placementWorkingDays, workingDays } from './rules.ts';
import {
  daysCredited,
  FIRST_SCHEDULE,
  formatTtd,
  halfDaysCredited,
  levelForAmount,
  levelOfQualification,
  monthRateCents,
  monthStipend,
  STIPEND_LEVELS,
  type StipendSchedule,
  scheduleInForce,
  stipendAmountCents,
  stipendExplanation,
  type TimesheetDay,
} from './rules-stipend.ts';

const HOLIDAYS: ReadonlySet<string> = new Set(holidaySeed([2026, 2027]).map((h) => h.date));
const day = (date: string, am: TimesheetDay['am'], pm: TimesheetDay['pm'] = am): TimesheetDay => ({
  date,
  am,
  pm,
  leaveReason: am === 'L' || pm === 'L' ? 'sick' : null,
});

describe('stipend levels', () => {
  it('puts every qualification of the lookups in one level, by its exact name', () => {
    const listed = STIPEND_LEVELS.flatMap((row) => row.qualifications as readonly string[]);
    expect([...listed].sort()).toEqual(QUALIFICATIONS.map((q) => q.name).sort());
    for (const q of QUALIFICATIONS) expect(levelOfQualification(q.name)).not.toBeNull();
  });

  it('gives every qualification of a level the rate its lookup stipend says', () => {
    for (const q of QUALIFICATIONS) {
      const level = levelOfQualification(q.name);
      expect(level && FIRST_SCHEDULE.rates[level]).toBe(q.stipend * 100);
    }
  });

  it('names the levels as the issue does', () => {
    expect(levelOfQualification('CVQ')).toBe(1);
    expect(levelOfQualification('Certificate Level 1')).toBe(1);
    expect(levelOfQualification('Tertiary')).toBe(2);
    expect(levelOfQualification('Associate Degree')).toBe(3);
    expect(levelOfQualification('Certificate Level 3')).toBe(4);
    expect(levelOfQualification('Masters Degree')).toBe(5);
    expect(levelOfQualification('Bachelor')).toBeNull();
  });

  it('has the lookups’ rates as the first schedule, from 2000-01-01', () => {
    expect(FIRST_SCHEDULE).toEqual({
      effectiveFrom: '2000-01-01',
      rates: { 1: 275000, 2: 396000, 3: 495000, 4: 687500, 5: 792000 },
    });
  });

  it('finds an existing placement’s level from its amount', () => {
    expect(levelForAmount(2750)).toBe(1);
    expect(levelForAmount(3960)).toBe(2);
    expect(levelForAmount(6875)).toBe(4);
    expect(levelForAmount(7920)).toBe(5);
    expect(levelForAmount(3000)).toBeNull();
  });
});

describe('schedules', () => {
  const RISE: StipendSchedule = {
    effectiveFrom: '2026-07-15',
    rates: { 1: 300000, 2: 420000, 3: 520000, 4: 720000, 5: 830000 },
  };
  const schedules = [RISE, FIRST_SCHEDULE];

  it('takes the latest schedule not after the date', () => {
    expect(scheduleInForce(schedules, '2026-07-14')).toBe(FIRST_SCHEDULE);
    expect(scheduleInForce(schedules, '2026-07-15')).toBe(RISE);
    expect(scheduleInForce(schedules, '2027-01-01')).toBe(RISE);
    expect(scheduleInForce(schedules, '1999-12-31')).toBeNull();
  });

  it('pays a month at the schedule in force on its first day (a schedule starting mid-year)', () => {
    expect(monthRateCents(schedules, 2, '2026-07')).toBe(396000);
    expect(monthRateCents(schedules, 2, '2026-08')).toBe(420000);
    expect(monthRateCents([RISE], 2, '2026-07')).toBeNull();
  });
});

describe('daysCredited', () => {
  const november = workingDays('2026-11', HOLIDAYS);

  it('counts Present and Leave, a half day 0.5, Absent 0', () => {
    const days = [
      day('2026-11-02', 'P'),
      day('2026-11-03', 'L'),
      day('2026-11-04', 'P', 'A'),
      day('2026-11-05', 'A'),
      day('2026-11-06', null, 'L'),
    ];
    expect(daysCredited(days, november, { reduceForAbsences: true })).toBe(3);
    expect(halfDaysCredited(days, november, { reduceForAbsences: true })).toBe(6);
  });

  it('credits nothing on a date that is not creditable (a weekend, a holiday, outside the placement)', () => {
    const days = [day('2026-11-01', 'P'), day('2026-11-02', 'P'), day('2026-11-03', 'P')];
    const placement = placementWorkingDays('2026-11', HOLIDAYS, '2026-11-03', null);
    expect(daysCredited(days, placement, { reduceForAbsences: true })).toBe(1);
    const june = workingDays('2026-06', HOLIDAYS);
    expect(daysCredited([day('2026-06-04', 'P')], june, { reduceForAbsences: true })).toBe(0);
  });

  it('credits every creditable working day without the reduction', () => {
    const days = [day('2026-11-02', 'A')];
    expect(daysCredited(days, november, { reduceForAbsences: false })).toBe(21);
    const firstMonth = placementWorkingDays('2026-11', HOLIDAYS, '2026-11-16', null);
    expect(daysCredited([], firstMonth, { reduceForAbsences: false })).toBe(11);
  });
});

describe('stipendAmountCents', () => {
  it('is rate × credited ÷ working days, in whole cents', () => {
    expect(stipendAmountCents(396000, 18.5, 21)).toBe(348857);
    expect(stipendAmountCents(396000, 21, 21)).toBe(396000);
    expect(stipendAmountCents(275000, 0.5, 22)).toBe(6250);
    expect(stipendAmountCents(396000, 0, 21)).toBe(0);
    expect(stipendAmountCents(396000, 5, 0)).toBe(0);
  });

  it('rounds half-up', () => {
    expect(stipendAmountCents(275000, 1, 16)).toBe(17188); // 17187.5
    expect(stipendAmountCents(100001, 1, 2)).toBe(50001); // 50000.5
    expect(stipendAmountCents(100001, 0.5, 4)).toBe(12500); // 12500.125
    expect(stipendAmountCents(100003, 0.5, 4)).toBe(12500); // 12500.375
    expect(stipendAmountCents(100004, 0.5, 4)).toBe(12501); // 12500.5
  });

  it('earns part of the rate in a first or last month: the divisor stays the month’s working days', () => {
    const month = workingDays('2026-11', HOLIDAYS);
    const first = placementWorkingDays('2026-11', HOLIDAYS, '2026-11-16', null);
    const credited = daysCredited([], first, { reduceForAbsences: false });
    expect(stipendAmountCents(396000, credited, month.length)).toBe(207429); // 396000 × 11 ÷ 21 = 207428.57
    const last = placementWorkingDays('2027-05', HOLIDAYS, '2026-11-16', '2027-05-14');
    expect(last).toHaveLength(10);
    const may = workingDays('2027-05', HOLIDAYS).length;
    expect(may).toBe(20); // 21 weekdays less Corpus Christi (Thu 27 May)
    expect(stipendAmountCents(275000, last.length, may)).toBe(137500);
  });
});

describe('formatTtd and stipendExplanation', () => {
  it('formats cents as TTD with thousands and two decimals', () => {
    expect(formatTtd(348857)).toBe('3,488.57 TTD');
    expect(formatTtd(0)).toBe('0.00 TTD');
    expect(formatTtd(5)).toBe('0.05 TTD');
    expect(formatTtd(792000)).toBe('7,920.00 TTD');
    expect(formatTtd(123456789)).toBe('1,234,567.89 TTD');
  });

  it('explains the sum as the issue writes it', () => {
    expect(stipendExplanation({ credited: 18.5, workingDaysInMonth: 21, rateCents: 396000 })).toBe(
      '18.5 of 21 working days × 3,960.00 = 3,488.57 TTD',
    );
    expect(stipendExplanation({ credited: 20, workingDaysInMonth: 20, rateCents: 275000 })).toBe(
      '20 of 20 working days × 2,750.00 = 2,750.00 TTD',
    );
  });
});

describe('monthStipend', () => {
  const november = workingDays('2026-11', HOLIDAYS);
  const days = november.map((date, i) =>
    day(date, i === 0 ? 'P' : i < 3 ? 'A' : 'P', i === 1 ? 'L' : undefined),
  );
  const input = {
    month: '2026-11',
    level: 2 as const,
    schedules: [FIRST_SCHEDULE],
    holidays: HOLIDAYS,
    start: '2026-01-05',
    end: null,
    days,
  };

  it('puts the rules together for a month', () => {
    // 21 working days: day 1 present, day 2 absent a.m. and on leave p.m., day 3 absent, 18 present.
    expect(monthStipend({ ...input, reduceForAbsences: true })).toEqual({
      workingDays: 21,
      daysCredited: 19.5,
      rateCents: 396000,
      amountCents: 367714,
      amountText: '3,677.14 TTD',
      explanation: '19.5 of 21 working days × 3,960.00 = 3,677.14 TTD',
    });
    expect(monthStipend({ ...input, reduceForAbsences: false })?.amountCents).toBe(396000);
  });

  it('is null before any schedule', () => {
    expect(monthStipend({ ...input, schedules: [], reduceForAbsences: true })).toBeNull();
  });
});
