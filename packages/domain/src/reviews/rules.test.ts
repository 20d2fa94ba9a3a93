import { describe, expect, it } from 'vitest';
import { baseReviewDate, breakLength, reviewDueDates, reviewStatus, shiftByBreaks } from './rules.ts';

const start = '2030-01-07';

describe('reviewDueDates', () => {
  it('is due 4 weeks after the start, then 12, 24, 36 weeks after it', () => {
    expect(reviewDueDates({ startDate: start, endDate: null, breaks: [], until: '2030-10-01' })).toEqual([
      { seq: 1, dueDate: '2030-02-04' },
      { seq: 2, dueDate: '2030-04-01' },
      { seq: 3, dueDate: '2030-06-24' },
      { seq: 4, dueDate: '2030-09-16' },
    ]);
  });

  it('stops at `until` (inclusive) and before the end date', () => {
    const until = (u: string, endDate: string | null = null) =>
      reviewDueDates({ startDate: start, endDate, breaks: [], until: u }).map((r) => r.dueDate);
    expect(until('2030-02-03')).toEqual([]);
    expect(until('2030-02-04')).toEqual(['2030-02-04']);
    expect(until('2031-12-31', '2030-06-24')).toEqual(['2030-02-04', '2030-04-01']);
    expect(until('2031-12-31', '2030-06-25')).toHaveLength(3);
  });

  it('counts 24 months of reviews for a two-year placement', () => {
    const all = reviewDueDates({ startDate: start, endDate: '2032-01-06', breaks: [], until: '2040-01-01' });
    expect(all.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(all.at(-1)?.dueDate).toBe(baseReviewDate(start, 9));
  });

  it('moves every due date after a break by its length, the ones before it not', () => {
    const breaks = [{ from: '2030-03-01', to: '2030-03-14' }];
    expect(breakLength(breaks[0]!)).toBe(14);
    expect(reviewDueDates({ startDate: start, endDate: null, breaks, until: '2030-07-31' })).toEqual([
      { seq: 1, dueDate: '2030-02-04' },
      { seq: 2, dueDate: '2030-04-15' },
      { seq: 3, dueDate: '2030-07-08' },
    ]);
  });

  it('moves a date on the first day of a break, and again into a later break', () => {
    expect(shiftByBreaks('2030-04-01', [{ from: '2030-04-01', to: '2030-04-01' }])).toBe('2030-04-02');
    expect(shiftByBreaks('2030-03-31', [{ from: '2030-04-01', to: '2030-04-10' }])).toBe('2030-03-31');
    const two = [
      { from: '2030-04-05', to: '2030-04-06' },
      { from: '2030-03-30', to: '2030-04-03' },
    ];
    // 1 April is after the first break's start (+5 → 6 April), which is inside the second (+2).
    expect(shiftByBreaks('2030-04-01', two)).toBe('2030-04-08');
  });
});

describe('reviewStatus', () => {
  const today = '2030-04-01';
  it('is done once signed off, whatever the date', () => {
    expect(reviewStatus({ dueDate: '2030-01-01', scheduledAt: null, signedOffAt: new Date() }, today)).toBe(
      'done',
    );
  });
  it('is overdue past its due date', () => {
    expect(reviewStatus({ dueDate: '2030-03-31', scheduledAt: null, signedOffAt: null }, today)).toBe(
      'overdue',
    );
  });
  it('is due within 14 days or once scheduled, else upcoming', () => {
    expect(reviewStatus({ dueDate: '2030-04-01', scheduledAt: null, signedOffAt: null }, today)).toBe('due');
    expect(reviewStatus({ dueDate: '2030-04-15', scheduledAt: null, signedOffAt: null }, today)).toBe('due');
    expect(reviewStatus({ dueDate: '2030-04-16', scheduledAt: null, signedOffAt: null }, today)).toBe(
      'upcoming',
    );
    const scheduled = { dueDate: '2030-04-20', scheduledAt: '2030-04-10T14:00:00.000Z', signedOffAt: null };
    expect(reviewStatus(scheduled, today)).toBe('due');
  });
});
