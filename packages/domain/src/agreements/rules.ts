import { addDays } from '../timesheets/holidays.ts';

// The placement agreement (issue 29): what it states, when it is due and when it is overdue. A
// version is drawn when the learner is placed and again whenever the recorded terms change; the
// learner confirms it within 14 days of its drawing, reminded at 7 and 12 days.

/** The days of the week a placement may work, Monday first. */
export const AGREEMENT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
/** A day of the week as the agreement names it. */
export type AgreementDay = (typeof AGREEMENT_DAYS)[number];

/** Until the employer states them: Monday to Friday, 8 hours a day. */
export const DEFAULT_WORK_DAYS: readonly AgreementDay[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
export const DEFAULT_HOURS_PER_WEEK = 40;
/** The fewest and most hours a week an employer may state. */
export const MIN_HOURS_PER_WEEK = 1;
export const MAX_HOURS_PER_WEEK = 60;

/** Days from a version's drawing to the day it is due; its reminders go at 7 and 12 days. */
export const AGREEMENT_CONFIRM_DAYS = 14;
export const AGREEMENT_REMINDER_DAYS = [7, 12] as const;
/** A reminder of an unconfirmed version: 7 or 12 days after it was drawn. */
export type AgreementReminder = (typeof AGREEMENT_REMINDER_DAYS)[number];

/** What an agreement states, frozen in each version. Money in cents, dates 'YYYY-MM-DD'. */
export interface AgreementTerms {
  learnerName: string;
  employerName: string;
  positionTitle: string;
  sectorName: string;
  siteAddress: string;
  startDate: string;
  endDate: string;
  hoursPerWeek: number;
  days: AgreementDay[];
  stipendLevel: number | null;
  monthlyStipendCents: number | null;
  placementOfficer: string;
  pmeOfficer: string;
  placementAssistant: string;
  conditions: string;
}

/** The day a version drawn on `drawnDay` ('YYYY-MM-DD', Port of Spain) must be confirmed by. */
export function agreementConfirmBy(drawnDay: string): string {
  return addDays(drawnDay, AGREEMENT_CONFIRM_DAYS);
}

/** Whether an unconfirmed version due `confirmBy` is overdue on `today` (the day after it was due). */
export function isAgreementOverdue(confirmBy: string, today: string, confirmed: boolean): boolean {
  return !confirmed && today > confirmBy;
}

/** The reminders an unconfirmed version drawn on `drawnDay` has earned by `today`, oldest first. */
export function agreementRemindersDue(
  drawnDay: string,
  today: string,
  confirmed: boolean,
): AgreementReminder[] {
  if (confirmed) return [];
  return AGREEMENT_REMINDER_DAYS.filter((days) => addDays(drawnDay, days) <= today);
}

/**
 * The terms a change of which makes a new version: what the placement records (employer, position,
 * site, dates, hours, stipend, officers). The learner's name and the office's conditions text are
 * written into each version as drawn, but a change of them alone does not call for a new one.
 */
const RECORDED_TERMS = [
  'employerName',
  'positionTitle',
  'sectorName',
  'siteAddress',
  'startDate',
  'endDate',
  'hoursPerWeek',
  'days',
  'stipendLevel',
  'monthlyStipendCents',
  'placementOfficer',
  'pmeOfficer',
  'placementAssistant',
] as const satisfies readonly (keyof AgreementTerms)[];

/** The recorded terms as one text, in a fixed order: equal texts, equal terms. */
export function recordedTermsKey(terms: AgreementTerms): string {
  return JSON.stringify(RECORDED_TERMS.map((name) => terms[name]));
}

/** Whether the placement's current terms call for a new version after `latest` (none: the first). */
export function needsNewAgreementVersion(latest: AgreementTerms | null, current: AgreementTerms): boolean {
  return latest === null || recordedTermsKey(latest) !== recordedTermsKey(current);
}

/** The days in the week's order, each once. */
export function orderedDays(days: readonly AgreementDay[]): AgreementDay[] {
  return AGREEMENT_DAYS.filter((day) => days.includes(day));
}

/** The days as stored ('Mon,Tue,Wed') read back; unknown names are left out. */
export function parseWorkDays(text: string): AgreementDay[] {
  const names = text.split(',').map((part) => part.trim());
  return AGREEMENT_DAYS.filter((day) => names.includes(day));
}
