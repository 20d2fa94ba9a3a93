import { describe, expect, it } from 'vitest';
import { EVALUATION_SCORES, formatScore, formatStipend } from './texts-evaluation.ts';

describe('EVALUATION_SCORES', () => {
  it('lists the four scores in screen order with their parameters and labels', () => {
    expect(EVALUATION_SCORES.map((s) => [s.param, s.key, s.label])).toEqual([
      ['Attendance', 'attendance', 'Attendance'],
      ['Punctuality', 'punctuality', 'Punctuality'],
      ['Quality', 'quality', 'Quality of work'],
      ['Teamwork', 'teamwork', 'Teamwork'],
    ]);
  });
});

describe('formatStipend', () => {
  it('writes the amount in TTD a month with thousands separators', () => {
    expect(formatStipend(4500)).toBe('TTD 4,500 a month');
    expect(formatStipend(12345.678)).toBe('TTD 12,345.68 a month');
    expect(formatStipend(0)).toBe('TTD 0 a month');
  });

  it('is empty when no stipend is set', () => {
    expect(formatStipend(null)).toBe('');
    expect(formatStipend(undefined)).toBe('');
  });
});

describe('formatScore', () => {
  it('writes a score out of 5 with at most one decimal', () => {
    expect(formatScore(4)).toBe('4 out of 5');
    expect(formatScore(4.3)).toBe('4.3 out of 5');
    expect(formatScore(3.25)).toBe('3.3 out of 5');
  });
});
