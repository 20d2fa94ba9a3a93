import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, holidaySeed, holidaysOfYear } from './holidays.ts';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('addDays', () => {
  it('crosses months and years both ways', () => {
    expect(addDays('2026-04-05', 60)).toBe('2026-06-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('holidaysOfYear', () => {
  const dates = (year: number) => new Map(holidaysOfYear(year).map((h) => [h.name, h.date]));

  it('puts Good Friday, Easter Monday and Corpus Christi at Easter −2, +1 and +60', () => {
    const y2026 = dates(2026);
    expect(y2026.get('Good Friday')).toBe('2026-04-03');
    expect(y2026.get('Easter Monday')).toBe('2026-04-06');
    expect(y2026.get('Corpus Christi')).toBe('2026-06-04');
    const y2027 = dates(2027);
    expect(y2027.get('Good Friday')).toBe('2027-03-26');
    expect(y2027.get('Easter Monday')).toBe('2027-03-29');
    expect(y2027.get('Corpus Christi')).toBe('2027-05-27');
  });

  it('has the nine fixed-date holidays on their days', () => {
    expect(holidaysOfYear(2026)).toEqual(
      expect.arrayContaining([
        { date: '2026-01-01', name: "New Year's Day" },
        { date: '2026-03-30', name: 'Spiritual Baptist/Shouter Liberation Day' },
        { date: '2026-05-30', name: 'Indian Arrival Day' },
        { date: '2026-06-19', name: 'Labour Day' },
        { date: '2026-08-01', name: 'Emancipation Day' },
        { date: '2026-08-31', name: 'Independence Day' },
        { date: '2026-09-24', name: 'Republic Day' },
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-26', name: 'Boxing Day' },
      ]),
    );
    expect(holidaysOfYear(2026)).toHaveLength(12);
  });

  it('has Eid-ul-Fitr and Divali only where their dates are known (2025)', () => {
    expect(dates(2025).get('Eid-ul-Fitr')).toBe('2025-03-31');
    expect(dates(2025).get('Divali')).toBe('2025-10-20');
    expect(dates(2026).has('Eid-ul-Fitr')).toBe(false);
    expect(dates(2026).has('Divali')).toBe(false);
  });

  it('makes two holidays on one date one entry naming both', () => {
    expect(holidaysOfYear(2025)).toContainEqual({
      date: '2025-06-19',
      name: 'Corpus Christi and Labour Day',
    });
    expect(holidaysOfYear(2024)).toContainEqual({
      date: '2024-05-30',
      name: 'Corpus Christi and Indian Arrival Day',
    });
  });
});

describe('holidaySeed', () => {
  it('gives the years asked, sorted by date, one entry a date', () => {
    const seed = holidaySeed([2027, 2025, 2026, 2026]);
    const seedDates = seed.map((h) => h.date);
    expect(seedDates).toEqual([...seedDates].sort());
    expect(new Set(seedDates).size).toBe(seedDates.length);
    expect(seed[0]).toEqual({ date: '2025-01-01', name: "New Year's Day" });
    expect(seed.at(-1)).toEqual({ date: '2027-12-26', name: 'Boxing Day' });
    // 2025: 9 fixed + 3 Easter + Eid + Divali, less the one date Labour Day shares; 2026 and 2027: 12.
    expect(seed).toHaveLength(13 + 12 + 12);
  });
});
