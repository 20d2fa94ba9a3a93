import { describe, expect, it } from 'vitest';
import { holidaySeed } from './holidays.ts';
import {
  canApproveTimesheet,
  canCorrectTimesheet,
  canReturnTimesheet,
  canSaveTimesheet,
  canSubmitTimesheet,
  cutOffOf,
  datesOfMonth,
  firstWorkingDayOf,
  isFutureMonth,
  isMonth,
  isPastCutOff,
  lastWorkingDayOf,
  nextMonth,
  payCycleFor,
  placementWorkingDays,
  portalMonth,
  submitOpensAt,
  TIMESHEET_STATUS,
  workingDays,
} from './rules.ts';

const HOLIDAYS: ReadonlySet<string> = new Set(holidaySeed([2025, 2026, 2027]).map((h) => h.date));
const NONE: ReadonlySet<string> = new Set();
// Port of Spain is UTC-4 all year: 10:00 there is 14:00Z.
const at = (iso: string) => new Date(iso);

describe('months', () => {
  it('knows a month and its dates', () => {
    expect(isMonth('2026-02')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-2')).toBe(false);
    expect(datesOfMonth('2028-02')).toHaveLength(29);
    expect(datesOfMonth('2026-02').at(-1)).toBe('2026-02-28');
  });

  it('steps to the next month across a year', () => {
    expect(nextMonth('2026-11')).toBe('2026-12');
    expect(nextMonth('2026-12')).toBe('2027-01');
  });
});

describe('workingDays', () => {
  it('counts Monday to Friday', () => {
    expect(workingDays('2026-11', HOLIDAYS)).toHaveLength(21);
    expect(workingDays('2026-11', HOLIDAYS)[0]).toBe('2026-11-02');
  });

  it('leaves out a public holiday on a weekday', () => {
    // June 2026: 22 weekdays less Corpus Christi (Thu 4) and Labour Day (Fri 19).
    expect(workingDays('2026-06', NONE)).toHaveLength(22);
    const june = workingDays('2026-06', HOLIDAYS);
    expect(june).toHaveLength(20);
    expect(june).not.toContain('2026-06-04');
    expect(june).not.toContain('2026-06-19');
  });

  it('is not changed by a holiday on a weekend', () => {
    // 1 August 2026 (Emancipation Day) is a Saturday; 31 August (Independence Day) a Monday.
    expect(workingDays('2026-08', HOLIDAYS)).toHaveLength(20);
  });
});

describe('placementWorkingDays', () => {
  it('keeps only the days within the placement (first and last months)', () => {
    expect(placementWorkingDays('2026-11', HOLIDAYS, '2026-11-16', '2027-05-15')).toHaveLength(11);
    expect(placementWorkingDays('2027-05', HOLIDAYS, '2026-11-16', '2027-05-14').at(-1)).toBe('2027-05-14');
    expect(placementWorkingDays('2026-11', HOLIDAYS, '2026-11-16', '2026-11-20')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('runs to the month end without an end date, and is empty outside the placement', () => {
    expect(placementWorkingDays('2026-11', HOLIDAYS, '2026-01-01', null)).toHaveLength(21);
    expect(placementWorkingDays('2026-11', HOLIDAYS, '2026-12-01', null)).toEqual([]);
  });
});

describe('first and last working days', () => {
  it('skip weekends and holidays', () => {
    // 1 January 2027 is a Friday and a holiday: the first working day is Monday 4 January.
    expect(firstWorkingDayOf('2027-01', HOLIDAYS)).toBe('2027-01-04');
    // 31 August 2026 is Independence Day: the last working day is Friday 28 August.
    expect(lastWorkingDayOf('2026-08', HOLIDAYS)).toBe('2026-08-28');
    expect(lastWorkingDayOf('2026-10', HOLIDAYS)).toBe('2026-10-30');
  });
});

describe('states', () => {
  it('lists the four states', () => {
    expect(TIMESHEET_STATUS).toEqual(['Draft', 'Submitted', 'Returned', 'Approved']);
  });

  it.each([
    ['Draft', true, false, false, false],
    ['Submitted', false, true, true, false],
    ['Returned', true, false, false, false],
    ['Approved', false, false, false, true],
  ] as const)('%s: save %s, approve %s, return %s, correct %s', (status, save, approve, ret, correct) => {
    expect(canSaveTimesheet(status)).toBe(save);
    expect(canApproveTimesheet(status)).toBe(approve);
    expect(canReturnTimesheet(status)).toBe(ret);
    expect(canCorrectTimesheet(status)).toBe(correct);
  });
});

describe('canSubmitTimesheet', () => {
  it('opens at 00:00 Port of Spain of the last working day', () => {
    expect(submitOpensAt('2026-08', HOLIDAYS)).toEqual(at('2026-08-28T04:00:00Z'));
    expect(canSubmitTimesheet('Draft', '2026-08', HOLIDAYS, at('2026-08-28T03:59:59Z'))).toBe(false);
    expect(canSubmitTimesheet('Draft', '2026-08', HOLIDAYS, at('2026-08-28T04:00:00Z'))).toBe(true);
    expect(canSubmitTimesheet('Returned', '2026-08', HOLIDAYS, at('2026-09-10T12:00:00Z'))).toBe(true);
  });

  it('refuses a month already submitted or approved', () => {
    const late = at('2026-09-10T12:00:00Z');
    expect(canSubmitTimesheet('Submitted', '2026-08', HOLIDAYS, late)).toBe(false);
    expect(canSubmitTimesheet('Approved', '2026-08', HOLIDAYS, late)).toBe(false);
  });
});

describe('isFutureMonth', () => {
  it('compares with the Port of Spain month, not UTC', () => {
    // 1 Dec 02:00Z is still 30 Nov 22:00 in Port of Spain.
    const now = at('2026-12-01T02:00:00Z');
    expect(portalMonth(now)).toBe('2026-11');
    expect(isFutureMonth('2026-12', now)).toBe(true);
    expect(isFutureMonth('2026-11', now)).toBe(false);
    expect(isFutureMonth('2025-12', now)).toBe(false);
    expect(isFutureMonth('2026-12', at('2026-12-01T04:00:00Z'))).toBe(false);
  });
});

describe('cut-off and pay cycle', () => {
  it('is 10:00 Port of Spain on the next month’s first working day', () => {
    expect(cutOffOf('2026-12', HOLIDAYS)).toEqual(at('2027-01-04T14:00:00Z'));
    expect(cutOffOf('2026-10', HOLIDAYS)).toEqual(at('2026-11-02T14:00:00Z'));
  });

  it('puts a month approved at 09:59 in pay cycle 1 and at 10:00 in pay cycle 2', () => {
    expect(payCycleFor('2026-12', at('2027-01-04T13:59:00Z'), HOLIDAYS)).toBe(1);
    expect(payCycleFor('2026-12', at('2027-01-04T13:59:59.999Z'), HOLIDAYS)).toBe(1);
    expect(payCycleFor('2026-12', at('2027-01-04T14:00:00Z'), HOLIDAYS)).toBe(2);
    expect(payCycleFor('2026-12', at('2027-01-05T13:00:00Z'), HOLIDAYS)).toBe(2);
  });

  it('moves with a holiday: without the New Year holiday the cut-off is 1 January', () => {
    expect(payCycleFor('2026-12', at('2027-01-01T14:00:00Z'), NONE)).toBe(2);
    expect(payCycleFor('2026-12', at('2027-01-01T14:00:00Z'), HOLIDAYS)).toBe(1);
  });

  it('says when a month is late', () => {
    expect(isPastCutOff('2026-12', HOLIDAYS, at('2027-01-04T13:59:00Z'))).toBe(false);
    expect(isPastCutOff('2026-12', HOLIDAYS, at('2027-01-04T14:00:00Z'))).toBe(true);
  });
});
