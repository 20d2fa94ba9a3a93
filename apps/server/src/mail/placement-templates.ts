import { formatInterviewInWords, formatPortalDateTime, PORTAL_TIME_ZONE } from '@ojt/domain';
import { createEvent } from 'ics';
import type { MailAttachment } from '../db/schema.ts';
import type { MailContent } from './outbox.ts';

// Plain-text mails to a learner about an application (PRODUCT.md §4), in the voice of the account mails.
const SIGNATURE =
  '\n\n— The OJT Placement Portal, Trinidad and Tobago\nThis is an automated message; please do not reply.';

/** What an application mail names: who, which job, where to look. */
export interface ApplicationMailContext {
  to: string;
  learnerName: string;
  company: string;
  jobTitle: string;
  /** `${publicUrl}/learner-dashboard?tab=applications` */
  applicationsUrl: string;
}

export interface InterviewDetails {
  placementId: number;
  startsAt: Date;
  location: string;
  message: string;
  rescheduled: boolean;
}

const INTERVIEW_MINUTES = 60;

/**
 * The interview as an iCalendar file (RFC 5545) made with the `ics` library. The time is stored as
 * UTC, converted from the Port of Spain time the employer chose, so every calendar shows it right.
 * One UID per application and a rising SEQUENCE make a rescheduled invitation replace the first.
 */
export function interviewInvitation(
  context: ApplicationMailContext,
  interview: InterviewDetails,
): MailAttachment {
  const { error, value } = createEvent({
    uid: `placement-${interview.placementId}-interview@ojt-portal`,
    sequence: Math.floor(Date.now() / 1000),
    method: 'PUBLISH',
    productId: 'ojt-portal/interviews',
    start: interview.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_MINUTES },
    title: `Interview: ${context.jobTitle} at ${context.company}`,
    description: interview.message || `Interview for ${context.jobTitle} (${PORTAL_TIME_ZONE} time).`,
    location: interview.location,
    url: context.applicationsUrl,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('could not build the interview invitation');
  return {
    filename: 'interview.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}

/** Interview scheduled or moved: when, where, the employer's message, and an .ics invitation. */
export function interviewScheduledMail(
  context: ApplicationMailContext,
  interview: InterviewDetails,
): MailContent {
  // In words ('Thursday 3 December 2026 at 9:30 am'): digits alone let a swapped day and month pass.
  const [date = '', time = ''] = formatPortalDateTime(interview.startsAt).split('T');
  const when = formatInterviewInWords(date, time);
  const opening = interview.rescheduled
    ? `${context.company} has moved your interview for ${context.jobTitle}.`
    : `${context.company} would like to interview you for ${context.jobTitle}.`;
  const note = interview.message ? `\n\nMessage from ${context.company}:\n${interview.message}` : '';
  return {
    to: context.to,
    subject: interview.rescheduled
      ? `Your interview for ${context.jobTitle} has moved`
      : `Interview invitation: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${opening}\n\n    When: ${when} (Trinidad and Tobago time)\n` +
      `    Where: ${interview.location}${note}\n\nThe invitation is attached: open it to add the interview to ` +
      `your calendar. You can see all your applications here:\n${context.applicationsUrl}` +
      SIGNATURE,
    attachments: [interviewInvitation(context, interview)],
  };
}

/** Selected or Not selected: the decision in plain words, and where to see it. */
export function applicationOutcomeMail(context: ApplicationMailContext, selected: boolean): MailContent {
  const body = selected
    ? `Good news: ${context.company} has selected you for ${context.jobTitle}. They will contact you about ` +
      'the next steps.'
    : `Thank you for applying for ${context.jobTitle} with ${context.company}. After careful review, you ` +
      'have not been selected this time. Other openings are listed in the portal, and we encourage you to ' +
      'keep applying.';
  return {
    to: context.to,
    subject: selected
      ? `You have been selected: ${context.jobTitle}`
      : `Update on your application: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${body}\n\nSee your applications here:\n${context.applicationsUrl}` +
      SIGNATURE,
  };
}
