/**
 * Texts of the placement rules (PRODUCT.md §4) that spec document 2 does not give, in its voice.
 * `positionAlreadyOpen` keeps the words 'already open': the spec's clients treat such an answer as
 * Published.
 */
export const PLACEMENT_MESSAGES = {
  // Job positions and openings
  jobPositionNotFound: 'Job position not found.',
  jobOpeningNotFound: 'Job opening not found.',
  positionAlreadyOpen: 'This job position is already open for applications.',
  positionNotActive: 'Only an active job position can be published. Enable it first.',
  closeNotInFuture: 'Close date and time must be in the future',
  openingAlreadyClosed: 'This job opening is already closed.',
  newPositionIdMustBeZero: 'jobPositionId must be 0 for a new job position.',
  jobStatusEnabled: 'Job position enabled.',
  jobStatusDisabled: 'Job position disabled.',

  // Applications
  applicationNotFound: 'Application not found.',
  applicationWithdrawnLocked: 'This application was withdrawn and can no longer be changed.',
  interviewNotAllowed:
    'An interview can be scheduled only while the application is Applied or Interview scheduled.',
  interviewInPast: 'The interview date and time have passed. Please choose a date and time from now on.',
  outcomeNotAllowed: 'This application can no longer be marked Selected or Not selected.',
  markedSelected: 'The applicant was marked Selected.',
  markedNotSelected: 'The applicant was marked Not selected.',
  learnerIdNotCaller: 'You can apply only for yourself.',
  positionNotAccepting: 'This job position is not accepting applications.',

  // Completion (issue 10)
  completeNotPlaced: 'Only a Placed learner can be marked Completed.',
  placementAlreadyCompleted: 'This placement is already completed.',
  completionReasonRequired: 'Reason is required to complete a placement before its end date.',
  remarksRequired: 'Remarks are required',
  placementCompleted: 'The placement was marked Completed.',
} as const;
