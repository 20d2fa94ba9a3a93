import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime, toClockInput, toUsDate } from './date-text';

describe('portal dates (PRODUCT.md §5, Port of Spain)', () => {
  it('writes dates as 23 Nov 2026, from a date, a portal date-time or an instant', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23T13:40:00')).toBe('23 Nov 2026');
    // 02:30 UTC on the 5th is still the 4th in Port of Spain (UTC-4).
    expect(formatDate('2026-03-05T02:30:00.000Z')).toBe('4 Mar 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
  });

  it('writes date-times as 23 Nov 2026, 1:40 pm, reading zoneless values as Port of Spain time', () => {
    expect(formatDateTime('2026-11-23T13:40:00')).toBe('23 Nov 2026, 1:40 pm');
    expect(formatDateTime('2026-11-23T17:40:00Z')).toBe('23 Nov 2026, 1:40 pm');
    expect(formatDateTime('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDateTime('soon')).toBe('');
  });

  it('writes times as 1:40 pm and the long date with its weekday', () => {
    expect(formatTime('13:40')).toBe('1:40 pm');
    expect(formatTime('00:05:00')).toBe('12:05 am');
    expect(formatTime('12:00')).toBe('12:00 pm');
    expect(formatTime('25:00')).toBe('');
    expect(formatLongDate('2026-11-23')).toBe('Monday, 23 November 2026');
    expect(formatLongDate(undefined)).toBe('');
  });

  it('gives the interview form its MM/DD/YYYY and HH:mm', () => {
    expect(toUsDate('2026-11-05')).toBe('11/05/2026');
    expect(toUsDate('2026-11-05T00:00:00')).toBe('11/05/2026');
    expect(toUsDate(null)).toBe('');
    expect(toClockInput('9:30:00')).toBe('09:30');
    expect(toClockInput('later')).toBe('');
  });
});
