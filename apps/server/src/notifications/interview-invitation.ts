import { type ApplicationNoticeContext, type InterviewNoticeDetails, PORTAL_TIME_ZONE } from '@ojt/domain';
import { createEvent } from 'ics';
import type { MailAttachment } from '../db/schema.ts';

/** An interview as its notice carries it: the domain's details, and the placement that names the invitation. */
export interface InterviewDetails extends InterviewNoticeDetails {
  placementId: number;
  /** When it was (re)scheduled, by the injected clock: the invitation's SEQUENCE rises with it. */
  scheduledAt: Date;
}

const INTERVIEW_MINUTES = 60;

/**
 * The interview as an iCalendar file (RFC 5545) made with the `ics` library. The time is stored as
 * UTC, converted from the Port of Spain time the employer chose, so every calendar shows it right.
 * One UID per application and a rising SEQUENCE make a rescheduled invitation replace the first.
 */
export function interviewInvitation(
  context: ApplicationNoticeContext,
  interview: InterviewDetails,
): MailAttachment {
  const { error, value } = createEvent({
    uid: `placement-${interview.placementId}-interview@ojt-portal`,
    sequence: Math.floor(interview.scheduledAt.getTime() / 1000),
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
