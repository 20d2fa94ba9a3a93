import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.ts';
import { REJECT_REASON_MAX, rejectReasonSchema } from './schemas-review.ts';

const problem = (value: unknown) => {
  const result = rejectReasonSchema.safeParse(value);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('a rejection reason', () => {
  it('is optional and trimmed, and may run over several lines', () => {
    expect(rejectReasonSchema.parse(undefined)).toBe('');
    expect(rejectReasonSchema.parse('   ')).toBe('');
    expect(rejectReasonSchema.parse('  Not found.\r\n\tPlease apply again.  ')).toBe(
      'Not found.\r\n\tPlease apply again.',
    );
    expect(rejectReasonSchema.parse(` ${'x'.repeat(REJECT_REASON_MAX)} `)).toHaveLength(500);
  });

  it('refuses control characters, more than 500 characters and anything but text, each with its message', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'c1\u0085']) {
      expect(problem(value), JSON.stringify(value)).toEqual([MESSAGES.rejectReasonInvalid]);
    }
    expect(problem('x'.repeat(501))).toEqual(['Reason must be at most 500 characters']);
    expect(problem({ text: 'x' })).toEqual(['Reason is not valid']);
  });
});
