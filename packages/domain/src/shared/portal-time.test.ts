import { describe, expect, it } from 'vitest';
import { isIsoDate, portalDateParts, portalToday, toClockTime, toIsoDate } from './portal-time.ts';

describe('portal time', () => {
  it('reads the date in Port of Spain (UTC-4)', () => {
    expect(portalToday(new Date('2026-03-01T03:59:00Z'))).toBe('2026-02-28');
    expect(portalToday(new Date('2026-03-01T04:00:00Z'))).toBe('2026-03-01');
    expect(portalDateParts(new Date('2026-07-04T12:00:00Z'))).toEqual({ year: 2026, month: 7, day: 4 });
  });

  it('knows real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-04-31')).toBe(false);
    expect(isIsoDate('2023-4-1')).toBe(false);
  });

  it('reads US and ISO dates', () => {
    expect(toIsoDate('12/03/2026')).toBe('2026-12-03');
    expect(toIsoDate('1/2/2027')).toBe('2027-01-02');
    expect(toIsoDate('2026-12-03')).toBe('2026-12-03');
    expect(toIsoDate('31/12/2026')).toBeNull();
  });

  it('reads 24-hour and 12-hour times', () => {
    expect(toClockTime('9:30')).toBe('09:30');
    expect(toClockTime('17:00:00')).toBe('17:00');
    expect(toClockTime('12:05 AM')).toBe('00:05');
    expect(toClockTime('12:05 pm')).toBe('12:05');
    expect(toClockTime('1:00PM')).toBe('13:00');
    expect(toClockTime('24:00')).toBeNull();
    expect(toClockTime('13:00 PM')).toBeNull();
    expect(toClockTime('9:60')).toBeNull();
  });
});
