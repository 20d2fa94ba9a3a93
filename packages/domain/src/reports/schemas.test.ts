import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { defaultReportRange, fillRate, reportMonths, reportQuerySchema } from './schemas.ts';

const parse = (query: Record<string, unknown>) => reportQuerySchema.safeParse(query);
const problems = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the report query', () => {
  it('takes a period of days and the two filters, each optional', () => {
    // A missing day is '' (the server puts the default period in its place).
    expect(parse({}).data).toEqual({ from: '', to: '' });
    expect(parse({ from: '2026-01-01', to: '2026-06-30', sector: '4', employerType: '2' }).data).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
      sector: 4,
      employerType: 2,
    });
    expect(parse({ sector: '', employerType: '0' }).data).toMatchObject({
      sector: undefined,
      employerType: undefined,
    });
  });

  it('names a day that is not a real YYYY-MM-DD date, a NUL or an overlong text', () => {
    expect(problems({ from: '2026-02-30' })).toEqual({ from: 'from must be a date (YYYY-MM-DD)' });
    expect(problems({ to: '24/11/2026' })).toEqual({ to: 'to must be a date (YYYY-MM-DD)' });
    expect(problems({ from: '2026-01-01\u0000' })).toHaveProperty('from');
    expect(problems({ to: '2026-01-01'.repeat(100) })).toHaveProperty('to');
    expect(problems({ sector: 'abc', employerType: '-1' })).toEqual({
      sector: 'sector is not valid',
      employerType: 'employerType is not valid',
    });
  });

  it('refuses a start after the end, a period of 10 years or more and unknown parameters', () => {
    expect(problems({ from: '2026-06-01', to: '2026-05-31' })).toEqual({ from: MESSAGES.dateFromAfterTo });
    expect(problems({ from: '2016-01-01', to: '2026-01-01' })).toEqual({ to: MESSAGES.reportRangeTooLong });
    expect(parse({ from: '2016-01-02', to: '2026-01-01' }).success).toBe(true);
    expect(parse({ page: '1' }).success).toBe(false);
  });
});

describe('report periods', () => {
  it('defaults to the last 12 whole months up to today in Port of Spain', () => {
    // 02:00 UTC on 1 Dec is still 30 Nov in Port of Spain (UTC-4).
    expect(defaultReportRange(new Date('2026-12-01T02:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2026-11-30',
    });
    expect(defaultReportRange(new Date('2026-12-15T12:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-15',
    });
  });

  it('lists every month a period touches, across a year end', () => {
    expect(reportMonths('2025-11-15', '2026-02-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(reportMonths('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(reportMonths('2025-12-01', '2026-11-30')).toHaveLength(12);
  });

  it('answers the fill rate as placed ÷ openings, null without openings', () => {
    expect(fillRate(3, 4)).toBe(0.75);
    expect(fillRate(0, 5)).toBe(0);
    expect(fillRate(2, 0)).toBeNull();
  });
});
