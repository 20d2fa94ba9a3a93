import { caseloadDate, caseloadMonth } from './rules.ts';

/**
 * Texts of the officer's caseload (issue 29): the admin's Caseload view in the Placements area and
 * the sentence each item reads as.
 */
export const CASELOAD_MESSAGES = {
  viewCaseload: 'Caseload',
  caseloadHeading: "An officer's caseload",
  caseloadIntro:
    'Choose an officer to see their Placed placements that need attention: agreements not confirmed, reviews due or overdue, months of attendance near the cut-off, High-risk placements and breaks ending soon.',
  caseloadOfficerLabel: 'Officer',
  caseloadOfficerPlaceholder: 'Choose an officer',
  caseloadChooseOfficer: 'Choose an officer to see their caseload.',
  caseloadLoading: 'Loading the caseload',
  caseloadFailed: 'Failed to load the caseload. Please try again.',
  caseloadNothing: 'Nothing needs attention in this caseload today.',
  caseloadPlacements: 'Placed placements',
  caseloadItemsHeading: 'Needs attention',
  caseloadOpenPlacement: 'Open placement',
  caseloadOpenReviews: 'Open reviews',
  cardAgreementsNotConfirmed: 'Agreements not confirmed',
  cardAgreementsOverdue: 'Agreements overdue',
  cardReviewsDue: 'Reviews due',
  cardReviewsOverdue: 'Reviews overdue',
  cardMonthsWaiting: 'Months near the cut-off',
  cardHighRisk: 'High risk',
  cardBreaksEndingSoon: 'Breaks ending soon',
  kindAgreementOverdue: 'Agreement overdue',
  kindAgreementUnconfirmed: 'Agreement not confirmed',
  kindReviewDue: 'Review due',
  kindReviewOverdue: 'Review overdue',
  kindMonthNotSubmitted: 'Month not submitted',
  kindMonthNotApproved: 'Month not approved',
  kindHighRisk: 'High risk',
  kindBreakEnding: 'Break ending',
} as const;

/** The sentences of the caseload's items, one per kind. */
export const caseloadItemText = {
  agreementOverdue: (version: number, confirmBy: string) =>
    `Agreement version ${version} was to be confirmed by ${caseloadDate(confirmBy)}.`,
  agreementUnconfirmed: (version: number, confirmBy: string) =>
    `Agreement version ${version} is to be confirmed by ${caseloadDate(confirmBy)}.`,
  reviewDue: (seq: number, dueDate: string) => `Review ${seq} is due on ${caseloadDate(dueDate)}.`,
  reviewOverdue: (seq: number, dueDate: string) =>
    `Review ${seq} was due on ${caseloadDate(dueDate)} and is not signed off.`,
  monthNotSubmitted: (month: string, cutOffDay: string) =>
    `${caseloadMonth(month)} attendance is not submitted; the cut-off is 10:00 am on ${caseloadDate(cutOffDay)}.`,
  monthNotApproved: (month: string, cutOffDay: string) =>
    `${caseloadMonth(month)} attendance is not approved; the cut-off is 10:00 am on ${caseloadDate(cutOffDay)}.`,
  highRisk: (seq: number, signedOn: string) =>
    `Review ${seq}, signed off on ${caseloadDate(signedOn)}, rated the placement High risk.`,
  breakEnding: (from: string, to: string) =>
    `The break from ${caseloadDate(from)} ends on ${caseloadDate(to)}.`,
};
