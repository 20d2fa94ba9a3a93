import { placementTypeName } from '../shared/lookups/programme-lookups.ts';
import { formatInterviewInWords, formatPortalDateTime } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';
import type { PlacementEvaluation } from './schemas-answers.ts';

// The notices of an application's life (PRODUCT.md §4; issue 8: the employer is told when a learner
// applies or withdraws; issue 10: placing and completing), in the voice of the account notices.

/** What a notice to an employer about an application names: who applied, for which job, where to look. */
export interface EmployerApplicationNoticeContext {
  company: string;
  jobTitle: string;
  learnerName: string;
  learnerId: string;
  /** `${publicUrl}/employer-dashboard?tab=applications` */
  applicationsUrl: string;
}

/** What a notice to a learner about an application names: who, which job, where to look. */
export interface ApplicationNoticeContext {
  learnerName: string;
  company: string;
  jobTitle: string;
  /** `${publicUrl}/learner-dashboard?tab=applications` */
  applicationsUrl: string;
}

/** An interview as its notice tells it: when (an instant), where, the employer's message. */
export interface InterviewNoticeDetails {
  startsAt: Date;
  location: string;
  message: string;
  rescheduled: boolean;
}

/** The marks of a completed placement's evaluation that its notice gives. */
export type EvaluationInBrief = Pick<
  PlacementEvaluation,
  'attendance' | 'punctuality' | 'quality' | 'teamwork' | 'overall'
>;

/** A placement's dates, officers and stipend as the office recorded them when placing. */
export interface PlacingValues {
  datePlaced: string;
  startDate: string;
  endDate: string;
  placementOfficer: string;
  pmeOfficer: string;
  placementAssistant: string;
  /** TTD a month, fixed from now on; null when no qualification has a rate. */
  monthlyStipend: number | null;
}

/** What the two placing notices name: the placement's dates, officers and stipend, and its people. */
export interface PlacedNoticeContext extends PlacingValues {
  learnerName: string;
  company: string;
  jobTitle: string;
  /** Where the reader sees the placement (their dashboard). */
  dashboardUrl: string;
}

/** To the employer: a learner applied for one of their openings. */
export function applicationReceivedNotice(
  context: EmployerApplicationNoticeContext & { placementType: number },
): NoticeTexts {
  const type = placementTypeName(context.placementType);
  return {
    subject: `New application: ${context.jobTitle}`,
    text:
      `Hello ${context.company},\n\n${context.learnerName} (learner ID ${context.learnerId}) has applied for ` +
      `${context.jobTitle}${type ? ` (placement type: ${type})` : ''}.\n\nYou can view the learner's profile, ` +
      `schedule an interview or add a comment here:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

/**
 * To the learner: their application is in (the landing page promises email updates at every step):
 * which job, which placement type, what happens next, where to follow it.
 */
export function applicationSentNotice(
  context: ApplicationNoticeContext & { placementType: number },
): NoticeTexts {
  const type = placementTypeName(context.placementType);
  return {
    subject: `Application sent: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\nYour application for ${context.jobTitle} with ${context.company}` +
      `${type ? ` (placement type: ${type})` : ''} has been sent. ${context.company} has been told and will ` +
      'review it; we will email you when they schedule an interview or decide.\n\nYou can follow your ' +
      `applications, or withdraw this one before an interview is scheduled, here:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the employer: a learner withdrew an application to one of their openings. */
export function applicationWithdrawnNotice(context: EmployerApplicationNoticeContext): NoticeTexts {
  return {
    subject: `Application withdrawn: ${context.jobTitle}`,
    text:
      `Hello ${context.company},\n\n${context.learnerName} (learner ID ${context.learnerId}) has withdrawn ` +
      `their application for ${context.jobTitle}. No action is needed; the application stays in your list ` +
      `marked as withdrawn:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: an interview scheduled or moved, when and where, the employer's message. */
export function interviewScheduledNotice(
  context: ApplicationNoticeContext & { interview: InterviewNoticeDetails },
): NoticeTexts {
  const { interview } = context;
  // In words ('Thursday 3 December 2026 at 9:30 am'): digits alone let a swapped day and month pass.
  const [date = '', time = ''] = formatPortalDateTime(interview.startsAt).split('T');
  const when = formatInterviewInWords(date, time);
  const opening = interview.rescheduled
    ? `${context.company} has moved your interview for ${context.jobTitle}.`
    : `${context.company} would like to interview you for ${context.jobTitle}.`;
  const note = interview.message ? `\n\nMessage from ${context.company}:\n${interview.message}` : '';
  return {
    subject: interview.rescheduled
      ? `Your interview for ${context.jobTitle} has moved`
      : `Interview invitation: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${opening}\n\n    When: ${when} (Trinidad and Tobago time)\n` +
      `    Where: ${interview.location}${note}\n\nThe invitation is attached: open it to add the interview to ` +
      `your calendar. You can see all your applications here:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: Selected or Not selected, the decision in plain words, and where to see it. */
export function applicationOutcomeNotice(
  context: ApplicationNoticeContext & { selected: boolean },
): NoticeTexts {
  const body = context.selected
    ? `Good news: ${context.company} has selected you for ${context.jobTitle}. They will contact you about ` +
      'the next steps.'
    : `Thank you for applying for ${context.jobTitle} with ${context.company}. After careful review, you ` +
      'have not been selected this time. Other openings are listed in the portal, and we encourage you to ' +
      'keep applying.';
  return {
    subject: context.selected
      ? `You have been selected: ${context.jobTitle}`
      : `Update on your application: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${body}\n\nSee your applications here:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the learner: the employer marked the placement Completed (issue 10), the evaluation in brief. */
export function placementCompletedNotice(
  context: ApplicationNoticeContext & { evaluation: EvaluationInBrief },
): NoticeTexts {
  const { evaluation } = context;
  return {
    subject: `Your placement is complete: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\n${context.company} has marked your placement as ${context.jobTitle} ` +
      `completed and evaluated your work (each from 1 to 5):\n\n    Attendance: ${evaluation.attendance}\n` +
      `    Punctuality: ${evaluation.punctuality}\n    Quality of work: ${evaluation.quality}\n` +
      `    Teamwork: ${evaluation.teamwork}\n    Overall: ${evaluation.overall} out of 5\n\n` +
      `The evaluation and the employer's remarks are in your applications:\n${context.applicationsUrl}` +
      NOTICE_SIGNATURE,
  };
}

const placedDetails = (c: PlacedNoticeContext) =>
  `    Position: ${c.jobTitle}\n    Employer: ${c.company}\n    Date placed: ${c.datePlaced}\n` +
  `    Start date: ${c.startDate}\n    End date: ${c.endDate}\n    Placement officer: ${c.placementOfficer}\n` +
  `    PME officer: ${c.pmeOfficer}\n    Placement assistant: ${c.placementAssistant}\n`;

/** To the learner: they are placed, with the dates, officers and monthly stipend. */
export function learnerPlacedNotice(context: PlacedNoticeContext): NoticeTexts {
  const stipend =
    context.monthlyStipend === null
      ? 'Your monthly stipend will be confirmed by the programme office.'
      : `Your monthly stipend: TTD ${context.monthlyStipend.toLocaleString('en-US')}.`;
  return {
    subject: `You have been placed: ${context.jobTitle}`,
    text:
      `Hello ${context.learnerName},\n\nThe On-the-Job Training Programme has placed you with ${context.company}.\n\n` +
      `${placedDetails(context)}\n${stipend}\n\nYou can see your placement here:\n${context.dashboardUrl}` +
      NOTICE_SIGNATURE,
  };
}

/** To the employer's contact: the learner is placed with them, with the dates and officers. */
export function employerPlacedNotice(context: PlacedNoticeContext & { contactName: string }): NoticeTexts {
  return {
    subject: `Learner placed with you: ${context.learnerName}, ${context.jobTitle}`,
    text:
      `Hello ${context.contactName},\n\nThe On-the-Job Training Programme has placed ${context.learnerName} with ${context.company}.\n\n` +
      `${placedDetails(context)}\nYou can see your placements here:\n${context.dashboardUrl}` +
      NOTICE_SIGNATURE,
  };
}
