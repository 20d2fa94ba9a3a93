import { describe, expect, it } from 'vitest';
import {
  formatDateInWords,
  formatInterviewInWords,
  formatPortalDateTime,
  formatPortalStamp,
  isInterviewInPast,
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

describe('dates in words', () => {
  it('names the weekday and the month, from either form of date', () => {
    expect(formatDateInWords('2026-12-03')).toBe('Thursday 3 December 2026');
    expect(formatDateInWords('12/03/2026')).toBe('Thursday 3 December 2026');
    expect(formatDateInWords('03/12/2026')).toBe('Thursday 12 March 2026');
    expect(formatDateInWords('02/30/2026')).toBe('');
    expect(formatInterviewInWords('2026-12-03', '14:05')).toBe('Thursday 3 December 2026 at 2:05 pm');
    expect(formatInterviewInWords('2026-12-03', '0:30')).toBe('Thursday 3 December 2026 at 12:30 am');
    expect(formatInterviewInWords('2026-12-03', '')).toBe('Thursday 3 December 2026');
  });

  it('tells an interview that would start before now, in Port of Spain time', () => {
    const now = new Date('2026-12-03T14:00:00Z'); // 10:00 in Port of Spain
    expect(isInterviewInPast('12/03/2026', '9:59', now)).toBe(true);
    expect(isInterviewInPast('03/12/2026', '10:30', now)).toBe(true);
    expect(isInterviewInPast('2026-12-03', '10:00', now)).toBe(false);
    expect(isInterviewInPast('12/03/2026', '10:01', now)).toBe(false);
    expect(isInterviewInPast('not a date', '10:01', now)).toBe(false);
  });
});
