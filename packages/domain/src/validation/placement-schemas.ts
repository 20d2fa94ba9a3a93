import { z } from 'zod';
import { MESSAGES } from '../messages/messages.ts';
import { isInterviewInPast } from '../portal-date-time.ts';
import { toClockTime, toIsoDate } from '../portal-time.ts';
import { textField } from './field-schemas.ts';

/** Maximum length of a comment or an interview message. */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * Schedule Interview `{ date, time, location, message }` (spec 2 §5): date (`MM/DD/YYYY` or
 * `YYYY-MM-DD`), time (`9:30`, `14:00`, `9:30 AM`) and location required; message optional.
 * The output has `date` as `YYYY-MM-DD` and `time` as 24-hour `HH:mm`.
 */
export const interviewSchema = z.object({
  date: textField('Interview date', {
    required: true,
    requiredMessage: MESSAGES.interviewDateRequired,
    max: 10,
    tooLongMessage: MESSAGES.invalidInterviewDate,
    problem: (value) => (toIsoDate(value) ? undefined : MESSAGES.invalidInterviewDate),
  }).transform((value) => toIsoDate(value) ?? value),
  time: textField('Interview time', {
    required: true,
    requiredMessage: MESSAGES.interviewTimeRequired,
    max: 11,
    tooLongMessage: MESSAGES.invalidInterviewTime,
    problem: (value) => (toClockTime(value) ? undefined : MESSAGES.invalidInterviewTime),
  }).transform((value) => toClockTime(value) ?? value),
  location: textField('Interview location', {
    required: true,
    requiredMessage: MESSAGES.interviewLocationRequired,
    max: 200,
  }),
  message: textField('Message for applicant', { max: COMMENT_MAX_LENGTH, multiline: true }),
});

/**
 * The Schedule Interview dialog's form: `interviewSchema`, and a date and time not yet past in Port
 * of Spain (checked against the clock at each validation; the server checks again against its own).
 */
export const upcomingInterviewSchema = interviewSchema.superRefine((values, ctx) => {
  if (isInterviewInPast(values.date, values.time, new Date()))
    ctx.addIssue({ code: 'custom', message: MESSAGES.interviewInPast, path: ['date'] });
});

/** The interview form as parsed. */
export type InterviewForm = z.output<typeof interviewSchema>;

/** Add Comment `{ comment }`: non-blank ('Please enter a comment.'), trimmed. */
export const commentSchema = z.object({
  comment: textField('Comment', {
    required: true,
    requiredMessage: MESSAGES.commentRequired,
    max: COMMENT_MAX_LENGTH,
    multiline: true,
  }),
});
