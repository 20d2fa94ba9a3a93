import { describe, expect, it } from 'vitest';
import { breakWorkingDays, placementWorkingDays, workingDays } from './rules.ts';
import { FIRST_SCHEDULE, monthStipend, type TimesheetDay } from './rules-stipend.ts';

// A break in training (issue 29): its working days are not expected, need no mark and earn nothing.
const NONE: ReadonlySet<string> = new Set();
const present = (dates: readonly string[]): TimesheetDay[] =>
  dates.map((date) => ({ date, am: 'P', pm: 'P', leaveReason: null }));
// March 2030: 21 working days (Mon 4 - Fri 29 less weekends; 1 March is a Friday).
const MARCH = '2030-03';
const BREAK = { from: '2030-03-11', to: '2030-03-15' };

describe('break days in an attendance month', () => {
  it("takes a break's working days out of the placement's working days, and lists them as the break", () => {
    const all = placementWorkingDays(MARCH, NONE, '2030-03-01', null);
    const less = placementWorkingDays(MARCH, NONE, '2030-03-01', null, [BREAK]);
    expect(all).toHaveLength(21);
    expect(less).toHaveLength(16);
    expect(less.some((d) => d >= BREAK.from && d <= BREAK.to)).toBe(false);
    expect(breakWorkingDays(MARCH, NONE, [BREAK])).toEqual([
      '2030-03-11',
      '2030-03-12',
      '2030-03-13',
      '2030-03-14',
      '2030-03-15',
    ]);
  });

  it('counts a weekend inside a break as no working day lost', () => {
    const weekend = { from: '2030-03-09', to: '2030-03-10' };
    expect(placementWorkingDays(MARCH, NONE, '2030-03-01', null, [weekend])).toHaveLength(21);
    expect(breakWorkingDays(MARCH, NONE, [weekend])).toEqual([]);
  });

  it('credits nothing for break days, even marked, and prorates the amount over the month', () => {
    const input = {
      month: MARCH,
      level: 2 as const,
      schedules: [FIRST_SCHEDULE],
      holidays: NONE,
      start: '2030-03-01',
      end: null,
      days: present(workingDays(MARCH, NONE)),
      reduceForAbsences: true,
    };
    const whole = monthStipend(input);
    const withBreak = monthStipend({ ...input, breaks: [BREAK] });
    expect(whole).toMatchObject({ workingDays: 21, daysCredited: 21, amountCents: 396000 });
    // 16 of 21 working days × 3,960.00 = 3,017.14
    expect(withBreak).toMatchObject({ workingDays: 21, daysCredited: 16, amountCents: 301714 });
    expect(withBreak?.explanation).toBe('16 of 21 working days × 3,960.00 = 3,017.14 TTD');
  });

  it('prorates a break without the reduction for absences too', () => {
    const withBreak = monthStipend({
      month: MARCH,
      level: 1,
      schedules: [FIRST_SCHEDULE],
      holidays: NONE,
      start: '2030-03-01',
      end: '2030-03-31',
      days: [],
      reduceForAbsences: false,
      breaks: [BREAK],
    });
    expect(withBreak).toMatchObject({ daysCredited: 16, amountCents: Math.round((275000 * 16) / 21) });
  });
});
