import { shortDate } from '../payments/texts-stipend.ts';
import { formatTtd } from '../timesheets/rules-stipend.ts';
import type { AgreementDay, AgreementTerms } from './rules.ts';

/**
 * Texts of the placement agreement (issue 29): the server's answers and the labels of the learner's
 * Agreement card, the employer's hours dialog and the office's view.
 */
export const AGREEMENT_MESSAGES = {
  // Bad requests (400)
  questionRequired: 'Enter your question about the agreement.',
  hoursInvalid: 'Hours per week must be a whole number from 1 to 60.',
  daysRequired: 'Choose at least one working day.',
  conditionsRequired: "Enter the programme's conditions.",

  // Wrong states (409)
  agreementOnlyPlaced: 'The agreement can be confirmed or changed only while the learner is placed.',
  agreementNoneYet: 'This placement has no agreement yet.',
  agreementNotLatest: 'A newer version of this agreement exists. Please read and confirm the latest version.',
  agreementAlreadyConfirmed: 'You have already confirmed this version of the agreement.',

  // Not found (404)
  agreementVersionNotFound: 'Agreement version not found.',

  // Done
  agreementConfirmed: 'Thank you. You confirmed the placement agreement.',
  agreementQuestionSent: 'Your question was sent to the programme office.',
  placementHoursSaved: 'The hours were saved. The learner will be asked to confirm the new agreement.',
  placementHoursUnchanged: 'The hours were saved; they are the same as before.',
  conditionsSaved: "The programme's conditions were saved. New agreements will state them.",

  // Labels
  agreementTitle: 'Placement agreement',
  agreementConfirm: 'Confirm the agreement',
  agreementAsk: 'Ask a question',
  agreementQuestionLabel: 'Your question',
  agreementSendQuestion: 'Send question',
  agreementVersions: 'Versions',
  agreementQuestions: 'Questions asked',
  agreementConfirmedLabel: 'Confirmed',
  agreementOverdueLabel: 'Overdue',
  agreementAwaitingLabel: 'Awaiting confirmation',
  agreementPdf: 'PDF',
  agreementDownload: 'Download the agreement (PDF)',
  setHours: 'Set hours',
  workingHoursAction: 'Working hours',
  setHoursTitle: 'Hours and days of work',
  setHoursNote:
    'If you change the hours or the days, a new version of the agreement is drawn and the learner is asked to confirm it.',
  hoursPerWeekHint: 'A whole number from 1 to 60.',
  agreementDrawn: 'Drawn',
  agreementNoQuestions: 'No questions asked.',
  hoursPerWeekLabel: 'Hours per week',
  workDaysLabel: 'Working days',
  saveHours: 'Save hours',
  conditionsLabel: "The programme's conditions",
  conditionsTitle: 'Programme conditions',
  conditionsHint:
    'Every new version of a placement agreement states this text. Versions already drawn keep theirs.',
  saveConditions: 'Save conditions',
  conditionsLastChanged: 'Last changed',
  conditionsDefault: "The portal's default text (not changed yet).",
  failedLoadConditions: "The programme's conditions could not be loaded.",
  failedLoadAgreement: 'The agreement could not be loaded.',

  // The terms' labels
  termEmployer: 'Employer',
  termPosition: 'Position',
  termSector: 'Sector',
  termSite: 'Place of work',
  termDates: 'Dates',
  termHours: 'Hours',
  termStipend: 'Stipend',
  termOfficers: 'Officers',
  termConditions: 'Conditions',
} as const;

/** The programme's conditions until the office writes its own. */
export const DEFAULT_AGREEMENT_CONDITIONS =
  'The learner attends on the days and hours stated, records their attendance each month and tells ' +
  'the supervisor and the placement officer of any absence as soon as they can. The employer gives ' +
  'the learner training and supervision in the position stated, a safe place of work and the chance ' +
  'to gain the experience the position offers. The stipend is paid monthly for the days credited; the ' +
  'first payment is made once this agreement is confirmed. Either party may raise a concern with the ' +
  'placement officer at any time.';

const DAY_NAMES: Record<AgreementDay, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};

/** A day's full name: 'Monday'. */
export function dayName(day: AgreementDay): string {
  return DAY_NAMES[day];
}

/** '40 hours a week, Monday to Friday' or '24 hours a week: Monday, Wednesday, Friday'. */
export function hoursText(hoursPerWeek: number, days: readonly AgreementDay[]): string {
  const hours = `${hoursPerWeek} ${hoursPerWeek === 1 ? 'hour' : 'hours'} a week`;
  const week: readonly string[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const [first, last] = [days[0], days.at(-1)];
  const start = week.indexOf(first ?? '');
  const running = days.length > 2 && days.every((day, i) => week[start + i] === day);
  if (running && first && last) return `${hours}, ${dayName(first)} to ${dayName(last)}`;
  return `${hours}: ${days.map(dayName).join(', ')}`;
}

/** 'Level 2, 3,960.00 TTD a month', or 'Not set yet'. */
export function stipendText(terms: Pick<AgreementTerms, 'stipendLevel' | 'monthlyStipendCents'>): string {
  if (terms.monthlyStipendCents === null) return 'Not set yet';
  const amount = `${formatTtd(terms.monthlyStipendCents)} a month`;
  return terms.stipendLevel === null ? amount : `Level ${terms.stipendLevel}, ${amount}`;
}

/** 'Confirm by 12 Dec 2026', or when overdue 'Overdue: it was due by 12 Dec 2026'. */
export function confirmByText(confirmBy: string, overdue: boolean): string {
  return overdue ? `Overdue: it was due by ${shortDate(confirmBy)}` : `Confirm by ${shortDate(confirmBy)}`;
}

/** 'Version 2, confirmed on 3 Dec 2026' / 'Version 2, not confirmed' as a version reads in a list. */
export function agreementVersionText(version: number, confirmedOn: string | null): string {
  return confirmedOn
    ? `Version ${version}, confirmed on ${shortDate(confirmedOn)}`
    : `Version ${version}, not confirmed`;
}

/** The stipend line of a payment run held because the learner has not confirmed the agreement. */
export const AGREEMENT_HELD_REASON = 'Agreement not confirmed';
/** The stipend or claim line held because the payee has no bank details. */
export const NO_BANK_HELD_REASON = 'No bank details';
