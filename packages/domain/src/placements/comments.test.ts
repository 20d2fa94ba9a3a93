import { describe, expect, it } from 'vitest';
import { appendComment, COMMENT_SEPARATOR, formatComment, splitComments } from './comments.ts';

describe('placement comments', () => {
  it('stamps a comment in Port of Spain time with the author', () => {
    // 17:40 UTC is 1:40 pm in Port of Spain (UTC-4).
    expect(
      formatComment(new Date('2026-11-23T17:40:00Z'), 'Caribbean Steel Ltd', ' Strong interview. '),
    ).toBe('[23 Nov 2026, 1:40 pm] Caribbean Steel Ltd: Strong interview.');
    expect(formatComment(new Date('2026-01-02T04:05:00Z'), 'A', 'x')).toBe('[2 Jan 2026, 12:05 am] A: x');
    expect(formatComment(new Date('2026-09-30T16:00:00Z'), 'A', 'x')).toBe('[30 Sep 2026, 12:00 pm] A: x');
  });

  it('keeps a comment with blank lines in one piece', () => {
    const comment = formatComment(new Date('2026-11-23T17:40:00Z'), 'Acme', 'line one\r\n\r\n\nline two');
    expect(comment).toBe('[23 Nov 2026, 1:40 pm] Acme: line one\nline two');
    expect(splitComments(appendComment('', comment))).toEqual([comment]);
  });

  it('splits and appends on the separator', () => {
    expect(COMMENT_SEPARATOR).toBe('\n\n');
    expect(splitComments('')).toEqual([]);
    expect(splitComments(null)).toEqual([]);
    expect(splitComments('a\n\nb\n\n\n\nc')).toEqual(['a', 'b', 'c']);
    expect(appendComment('a', 'b')).toBe('a\n\nb');
    expect(appendComment(undefined, 'b')).toBe('b');
  });
});
