import { formatDateInWords } from '../shared/portal-date-time.ts';
import { NOTICE_SIGNATURE, type NoticeTexts } from '../shared/texts-notices.ts';

/**
 * Texts of the changes of circumstance (issue 29): breaks, transfers, early exits and the exit
 * survey. The server answers them (400 and 409 texts), the screens show them.
 */
export const CHANGE_MESSAGES = {
  // Bad requests (400)
  breakDatesInOrder: 'The break must end on or after its first day',
  breakReasonRequired: 'Enter the reason for the break.',
  exitReasonInvalid: 'Choose a reason from the list: found work, education, conduct, health, moved or other.',
  transferStartAfterLastDay: 'The new placement must start after the last day of the current one',
  transferSamePlacement: 'Choose a different application for the new placement',
  recommendInvalid: 'Recommend must be a whole number from 1 to 5',

  // Wrong states (409)
  changeOnlyPlaced: 'Only a Placed placement can have a break, a transfer or an early exit.',
  breakOutsidePlacement: "The break must lie within the placement's start and end dates.",
  breakOverlaps: 'This break overlaps another break of this placement.',
  transferNotSameLearner: "The new placement must be the same learner's application.",
  transferNotSelected: 'The new placement must be an application Selected by the new employer.',
  transferSameEmployer: 'The new placement must be with another employer.',
  transferLastDayOutside: "The last day must lie within the current placement's dates.",
  exitDateOutside: "The exit date must lie between the placement's start and end dates.",
  exitSurveyNotExited: 'The exit survey is only for a placement that ended early.',
  exitSurveyDone: 'You have already answered the exit survey for this placement.',

  // Success
  breakRecorded: 'The break was recorded.',
  placementTransferred: 'The learner was transferred to the new placement.',
  placementEndedEarly: 'The placement was ended early.',
  exitSurveySaved: 'Thank you. Your answers were saved.',

  // Screens
  recordBreakLabel: 'Record break',
  transferLabel: 'Transfer',
  endEarlyLabel: 'End early',
  endPlacementEarlyLabel: 'End placement early',
  exitSurveyLabel: 'Exit survey',
  breakLabel: 'Break',
  breaksHeading: 'Breaks in training',
  noBreaks: 'No breaks recorded.',
  extendEndLabel: 'Move the end date by the length of the break',
  exitReasonLabel: 'Reason',
  exitDetailsLabel: 'Details',
  exitDateLabel: 'Last day',
  surveyWhyLabel: 'Why did you leave?',
  surveyRecommendLabel: 'Would you recommend the programme? (1 = no, 5 = certainly)',
  surveyChangeLabel: 'What should change?',
  transferredToLabel: 'Transferred to placement',
  transferredFromLabel: 'Transferred from placement',
} as const;

/** Longest reason, details and survey answer. */
export const CHANGE_TEXT_MAX = 500;
export const CHANGE_LONG_TEXT_MAX = 2000;

/** What every change notice says about its placement. */
export interface PlacementChangeNoticeContext {
  name: string;
  learnerName: string;
  company: string;
  jobTitle: string;
  /** `${publicUrl}/learner-dashboard?tab=applications` or the employer's. */
  dashboardUrl: string;
}

/** A change of circumstance as its notice describes it. */
export type PlacementChange =
  | { kind: 'break'; from: string; to: string; reason: string; endDate: string | null }
  | { kind: 'transfer-out'; lastDay: string; newCompany: string }
  | { kind: 'transfer-in'; startDate: string; endDate: string; oldCompany: string }
  | { kind: 'exit'; date: string; reason: string; by: string };

function changeSentence(change: PlacementChange): { subject: string; body: string } {
  switch (change.kind) {
    case 'break':
      return {
        subject: 'A break in training was recorded',
        body:
          `The programme office recorded a break in training from ${formatDateInWords(change.from)} to ` +
          `${formatDateInWords(change.to)} (${change.reason}). Attendance is not expected and no stipend ` +
          `accrues for those days.${change.endDate ? ` The placement now ends on ${formatDateInWords(change.endDate)}.` : ''}`,
      };
    case 'transfer-out':
      return {
        subject: 'Placement transferred',
        body: `The placement ends on ${formatDateInWords(change.lastDay)}: the learner continues with ${change.newCompany}.`,
      };
    case 'transfer-in':
      return {
        subject: 'Placement by transfer',
        body:
          `The learner joins by transfer from ${change.oldCompany}, from ${formatDateInWords(change.startDate)} ` +
          `to ${formatDateInWords(change.endDate)}.`,
      };
    case 'exit':
      return {
        subject: 'Placement ended early',
        body: `The placement was ended early by ${change.by} on ${formatDateInWords(change.date)} (reason: ${change.reason}).`,
      };
  }
}

/** To the learner or the employer's contact: a break, transfer or early exit of the placement. */
export function placementChangeNotice(
  context: PlacementChangeNoticeContext,
  change: PlacementChange,
): NoticeTexts {
  const { subject, body } = changeSentence(change);
  return {
    subject: `${subject}: ${context.learnerName}, ${context.company}`,
    text:
      `Hello ${context.name},\n\n${body}\n\nPlacement: ${context.learnerName}, ${context.jobTitle} at ` +
      `${context.company}.\n\nSee it here:\n${context.dashboardUrl}` +
      NOTICE_SIGNATURE,
  };
}
