import { describe, expect, it } from 'vitest';
import { maskIdentifier } from '../../../components/record-text';
import { formatCalendarDate, formatDateTime, pageCount, showingText } from './format';

describe('admin formatting', () => {
  it("writes the pager's texts", () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1–10 of 23');
    expect(showingText(3, 10, 23)).toBe('Showing 21–23 of 23');
    expect(pageCount(23, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('masks all but the last 4 characters of an identity number', () => {
    expect(maskIdentifier('19990304123')).toBe('•••••••4123');
    expect(maskIdentifier('A12')).toBe('••••A12');
  });

  it('shows instants in Port of Spain and calendar dates as they are', () => {
    expect(formatDateTime('2026-03-05T02:30:00.000Z')).toBe('Mar 4, 2026, 10:30 PM');
    expect(formatCalendarDate('2001-03-04')).toBe('Mar 4, 2001');
    expect(formatDateTime(null)).toBe('');
    expect(formatCalendarDate('not a date')).toBe('');
  });
});
