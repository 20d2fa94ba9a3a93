import type { AdminReview } from './schemas.ts';

/**
 * Texts of the office's Reviews view (issue 29: admin dashboard, Placements tab): the list and its
 * filters, the Schedule and Sign-off dialogs, and the overview's counts. The calls' own answers are in
 * `texts.ts`.
 */
export const REVIEW_ADMIN_MESSAGES = {
  viewReviews: 'Reviews',
  reviewsHeading: 'Progress reviews',
  reviewsIntro:
    'Reviews are due 4 weeks after a placement starts, then every 12 weeks. Schedule each meeting, then sign it off once the learner and the supervisor have filled their parts.',
  findReviews: 'Filter reviews',
  officerLabel: 'Officer',
  allOfficers: 'All officers',
  statusLabel: 'Status',
  allStatuses: 'Due, overdue and signed off',
  statusDueOption: 'Due (or scheduled)',
  statusOverdueOption: 'Overdue',
  statusDoneOption: 'Signed off',
  clearFilters: 'Clear filters',
  loadingReviews: 'Loading reviews',
  listLimitNote: 'Showing the first 500 reviews; filter by officer or status to see the rest.',

  // Columns
  learnerColumn: 'Learner',
  employerColumn: 'Employer',
  dueColumn: 'Due',
  meetingColumn: 'Meeting',
  partsColumn: 'Parts filled',
  riskColumn: 'Risk',
  statusColumn: 'Status',
  actionsColumn: 'Actions',
  notScheduled: 'Not scheduled',
  noRisk: '—',
  learnerPartIn: 'Learner: in',
  learnerPartMissing: 'Learner: missing',
  supervisorPartIn: 'Supervisor: in',
  supervisorPartMissing: 'Supervisor: missing',
  riskLow: 'Low',
  riskMedium: 'Medium',
  riskHigh: 'High',

  // Schedule dialog
  scheduleTitle: 'Schedule the review',
  scheduleExplain:
    'A future time tells the learner and the supervisor by email. A time already past records the meeting as held.',
  dateLabel: 'Date',
  timeLabel: 'Time (Port of Spain)',
  whereDescription: 'An address, or "Phone call" / "Video call"',
  dateRequired: 'Enter the date of the meeting.',
  timeRequired: 'Enter the time of the meeting.',
  scheduleAction: 'Schedule',

  // Sign-off dialog
  signOffTitle: 'Sign off the review',
  signOffExplain: "Read both parties' parts, then record the actions agreed and the risk.",
  partsMissingNote: "The review can be signed off once the learner's and the supervisor's parts are in.",
  ratingLabel: 'How it is going',
  whatWouldHelpLabel: 'What would help',
  attendanceLabel: 'Attendance',
  punctualityLabel: 'Punctuality',
  qualityLabel: 'Quality of work',
  teamworkLabel: 'Teamwork',
  remarksLabel: 'Remarks',
  filledOn: 'Filled',
  nothingWritten: 'Nothing written',
  riskLegend: 'Risk',
  riskRequired: 'Choose the risk: Low, Medium or High.',
  signOffAction: 'Sign off',
  signedOffOn: 'Signed off',
  viewAction: 'View',
  closeAction: 'Close',

  // Overview
  overviewTitle: 'Progress reviews',
  overdueCard: 'Overdue reviews',
  highRiskCard: 'High-risk placements',
  dueThisWeekCard: 'Reviews due this week',
  failedLoadSummary: 'The review counts could not be loaded.',
  loadingSummary: 'Loading review counts',
} as const;

/** A 1–5 score as read aloud and shown: '4 of 5'. */
export const scoreOutOfFive = (score: number) => `${score} of 5`;

/** The review's name in a dialog and a button's accessible name: 'Review 2 of Jane Doe'. */
export const reviewName = (review: Pick<AdminReview, 'seq' | 'learnerName'>) =>
  `Review ${review.seq} of ${review.learnerName}`;

/** The Schedule button's accessible name: 'Schedule review 2 of Jane Doe'. */
export const scheduleReviewLabel = (review: Pick<AdminReview, 'seq' | 'learnerName'>) =>
  `Schedule review ${review.seq} of ${review.learnerName}`;

/** The Sign off button's accessible name: 'Sign off review 2 of Jane Doe'. */
export const signOffReviewLabel = (review: Pick<AdminReview, 'seq' | 'learnerName'>) =>
  `Sign off review ${review.seq} of ${review.learnerName}`;

/** The View button's accessible name (a signed-off review): 'View review 2 of Jane Doe'. */
export const viewReviewLabel = (review: Pick<AdminReview, 'seq' | 'learnerName'>) =>
  `View review ${review.seq} of ${review.learnerName}`;
