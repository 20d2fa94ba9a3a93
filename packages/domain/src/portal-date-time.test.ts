import { describe, expect, it } from 'vitest';
import {
  formatPortalDateTime,
  formatPortalStamp,
  parsePortalDateTime,
  portalDayRange,
} from './portal-date-time.ts';

describe('portal date-times', () => {
  it('reads a date-time without a zone as Port of Spain time (UTC-4)', () => {
    expect(parsePortalDateTime('2026-11-23T09:00:00')?.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(parsePortalDateTime('2026-11-23 21:30')?.toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(parsePortalDateTime('11/23/2026T9:30')?.toISOString()).toBe('2026-11-23T13:30:00.000Z');
  });

  it('refuses what is not a real date-time', () => {
    for (const text of [
      '',
      '2026-11-23',
      '2026-02-30T09:00',
      '2026-11-23T25:00',
      'tomorrow',
      '2026-11-23T9h',
    ]) {
      expect(parsePortalDateTime(text), text).toBeNull();
    }
  });

  it('writes instants back as portal date-times and stamps', () => {
    const at = new Date('2026-03-01T03:59:00Z');
    expect(formatPortalDateTime(at)).toBe('2026-02-28T23:59:00');
    expect(formatPortalDateTime(parsePortalDateTime('2026-07-04T00:00:00')!)).toBe('2026-07-04T00:00:00');
    expect(formatPortalStamp(at)).toBe('28 Feb 2026, 11:59 pm');
  });
});

describe('portalDayRange', () => {
  it('spans whole Port of Spain days, inclusive, open where a day is missing', () => {
    expect(portalDayRange('2026-11-23', '2026-11-24')).toEqual({
      from: new Date('2026-11-23T04:00:00Z'),
      before: new Date('2026-11-25T04:00:00Z'),
    });
    expect(portalDayRange(undefined, '2026-12-31')).toEqual({ before: new Date('2027-01-01T04:00:00Z') });
    expect(portalDayRange()).toEqual({});
  });
});
