import { describe, expect, it } from 'vitest';
import { commentSchema, interviewSchema } from './placement-schemas.ts';
import { validateFields } from './validate-fields.ts';

describe('interviewSchema', () => {
  const valid = { date: '12/03/2026', time: '9:30', location: ' Head office, Port of Spain ', message: '' };

  it('accepts an interview and normalises date and time', () => {
    expect(interviewSchema.parse(valid)).toEqual({
      date: '2026-12-03',
      time: '09:30',
      location: 'Head office, Port of Spain',
      message: '',
    });
    expect(interviewSchema.parse({ ...valid, date: '2026-12-03', time: '2:15 PM' })).toMatchObject({
      date: '2026-12-03',
      time: '14:15',
    });
  });

  it.each([
    ['date', '', 'Interview date is required'],
    ['time', ' ', 'Interview time is required'],
    ['location', '', 'Interview location is required'],
    ['date', '13/40/2026', 'Please enter a valid interview date'],
    ['time', '9h30', 'Please enter a valid interview time'],
  ])('checks %s = %j', (field, value, message) => {
    expect(validateFields(interviewSchema, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps the message optional but limited', () => {
    expect(validateFields(interviewSchema, { ...valid, message: undefined })).toEqual({});
    expect(validateFields(interviewSchema, { ...valid, message: 'x'.repeat(2001) })).toEqual({
      message: 'Message for applicant must be at most 2000 characters',
    });
  });
});

describe('commentSchema', () => {
  it('accepts a comment, trimmed', () => {
    expect(commentSchema.parse({ comment: ' Good interview. ' })).toEqual({ comment: 'Good interview.' });
  });

  it('needs non-blank text', () => {
    expect(validateFields(commentSchema, { comment: '  ' })).toEqual({ comment: 'Please enter a comment.' });
  });

  it('limits the length', () => {
    expect(validateFields(commentSchema, { comment: 'x'.repeat(2001) })).toEqual({
      comment: 'Comment must be at most 2000 characters',
    });
  });
});
