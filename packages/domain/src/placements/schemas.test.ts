import { describe, expect, it } from 'vitest';
import { validateFields } from '../shared/validate-fields.ts';
import { evaluationOverall } from './rules.ts';
import {
  addCommentParamsSchema,
  applicationsPageQuerySchema,
  commentSchema,
  completePlacementParamsSchema,
  interviewSchema,
  scheduleInterviewParamsSchema,
  setOutcomeParamsSchema,
} from './schemas.ts';

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

describe('application requests', () => {
  it('reads an interview with the form rules', () => {
    expect(
      scheduleInterviewParamsSchema.parse({
        PlacementId: '5',
        InterviewDate: '12/03/2026',
        InterviewTime: '9:30',
        InterviewLocation: ' Head office ',
      }),
    ).toEqual({
      PlacementId: 5,
      InterviewDate: '2026-12-03',
      InterviewTime: '09:30',
      InterviewLocation: 'Head office',
      MessageForApplicant: '',
    });
    expect(
      validateFields(scheduleInterviewParamsSchema, { PlacementId: 5, InterviewDate: '12/03/2026' }),
    ).toEqual({
      InterviewTime: 'Interview time is required',
      InterviewLocation: 'Interview location is required',
    });
  });

  it('reads comments, outcomes and pages', () => {
    expect(validateFields(addCommentParamsSchema, { Id: 1, comments: '  ' })).toEqual({
      comments: 'Please enter a comment.',
    });
    expect(validateFields(setOutcomeParamsSchema, { PlacementId: 1, Outcome: 'maybe' })).toEqual({
      Outcome: 'Please select a valid outcome',
    });
    expect(applicationsPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(applicationsPageQuerySchema.parse({ JobOpeningId: '0', page: '2' })).toEqual({
      page: 2,
      pageSize: 20,
    });
    expect(validateFields(applicationsPageQuerySchema, { pageSize: 101 })).toHaveProperty('pageSize');
    // The letters' list (issue 29): Completed and Exited early.
    expect(applicationsPageQuerySchema.parse({ ForLetters: 'true' })).toMatchObject({ ForLetters: true });
    expect(validateFields(applicationsPageQuerySchema, { ForLetters: 'yes' })).toHaveProperty('ForLetters');
  });
});

describe('CompletePlacement parameters', () => {
  const valid = {
    PlacementId: '7',
    Attendance: '5',
    Punctuality: 4,
    Quality: ' 3 ',
    Teamwork: 2,
    Remarks: ' Good.\r\nKeen. ',
  };

  it('reads scores from digits or numbers, remarks as multi-line text, Reason optional', () => {
    expect(completePlacementParamsSchema.parse(valid)).toEqual({
      PlacementId: 7,
      Attendance: 5,
      Punctuality: 4,
      Quality: 3,
      Teamwork: 2,
      Remarks: 'Good.\r\nKeen.',
      Reason: '',
    });
  });

  it('names each field it refuses', () => {
    expect(
      validateFields(completePlacementParamsSchema, {
        PlacementId: 'x',
        Attendance: undefined,
        Punctuality: 0,
        Quality: 2.5,
        Teamwork: '1e0',
        Remarks: '',
        Reason: 'a\u0000',
      }),
    ).toEqual({
      PlacementId: 'PlacementId is not valid',
      Attendance: 'Attendance is required',
      Punctuality: 'Punctuality must be a whole number from 1 to 5',
      Quality: 'Quality must be a whole number from 1 to 5',
      Teamwork: 'Teamwork must be a whole number from 1 to 5',
      Remarks: 'Remarks are required',
      Reason: 'Reason is not valid',
    });
    expect(validateFields(completePlacementParamsSchema, { ...valid, Remarks: 'r'.repeat(2001) })).toEqual({
      Remarks: 'Remarks must be at most 2000 characters',
    });
  });

  it('rounds the overall result to one decimal', () => {
    expect(evaluationOverall({ attendance: 5, punctuality: 4, quality: 4, teamwork: 4 })).toBe(4.3);
    expect(evaluationOverall({ attendance: 3, punctuality: 3, quality: 2, teamwork: 2 })).toBe(2.5);
    expect(evaluationOverall({ attendance: 1, punctuality: 1, quality: 1, teamwork: 2 })).toBe(1.3);
    expect(evaluationOverall({ attendance: 5, punctuality: 5, quality: 5, teamwork: 5 })).toBe(5);
  });
});
