/**
 * Texts of the progress reviews (issue 29): the server's answers (400 for a bad input, 409 for a
 * wrong state, 404 for an unknown review) and the labels the three roles read.
 */
export const REVIEW_MESSAGES = {
  // Bad requests (400)
  reviewAtInvalid: 'Enter the date and time of the review, e.g. 2030-04-01T10:00:00-04:00',
  reviewWhereRequired: 'Enter where the review takes place (an address, or "Phone call").',
  reviewRatingInvalid: 'Rating must be a whole number from 1 to 5',
  reviewActionsRequired: 'Enter the actions agreed.',
  reviewRiskInvalid: 'Risk must be Low, Medium or High',
  reviewStatusInvalid: 'Status must be due, overdue or done',

  // Wrong states (409)
  reviewSignedOff: 'This review has already been signed off.',
  reviewInputsMissing: "The review can be signed off once the learner's and the supervisor's parts are in.",

  // Not found (404)
  reviewNotFound: 'Review not found.',

  // Done
  reviewScheduled: 'The review was scheduled; the learner and the supervisor were told.',
  reviewHeldRecorded: 'The review meeting was recorded.',
  reviewInputSaved: 'Your part of the review was saved.',
  reviewSignedOffDone: 'The review was signed off.',

  // Labels
  reviewsTitle: 'Progress reviews',
  reviewStatusDue: 'Due',
  reviewStatusOverdue: 'Overdue',
  reviewStatusDone: 'Signed off',
  reviewStatusUpcoming: 'Upcoming',
  reviewRatingLabel: 'How is it going? (1 = badly, 5 = very well)',
  reviewWhatWouldHelpLabel: 'What would help?',
  reviewRemarksLabel: 'Remarks',
  reviewActionsLabel: 'Actions agreed',
  reviewRiskLabel: 'Risk',
  reviewWhenLabel: 'Date and time',
  reviewWhereLabel: 'Place or call',
  reviewYourPartDone: 'Your part is in.',
  reviewYourPartToFill: 'Please fill your part before the meeting.',
  reviewLearnerPart: "Learner's part",
  reviewEmployerPart: "Supervisor's part",
  reviewNotYet: 'Not yet filled',
  reviewSchedule: 'Schedule',
  reviewSignOff: 'Sign off',
  reviewSavePart: 'Save my part',
  failedLoadReviews: 'Failed to load the reviews. Please try again.',
  reviewSaveFailed: 'Your part of the review could not be saved. Please try again.',
  reviewActionFailed: 'The review could not be changed. Please try again.',
  noReviewsFound: 'No reviews found',
} as const;
