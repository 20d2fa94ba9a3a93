/**
 * Texts of applications (placements before they are placed): applying, withdrawing, the employer's
 * interviews, comments and outcomes (spec 2 §2, §4, §5, §8 verbatim; PRODUCT.md §4's rules and the
 * screens the spec leaves unwritten in its voice). Placing, completion and the evaluation are in
 * `texts-placing.ts`.
 */
export const PLACEMENT_MESSAGES = {
  // Screens and states (spec 2 §2, §4)
  noApplicationsYet: 'No applications yet',
  cannotWithdrawInterviewScheduled: 'Cannot withdraw - Interview scheduled',
  applying: 'Applying...',
  applicationWithdrawn: 'Application withdrawn',
  interviewScheduledRefreshed: 'Interview was successfully scheduled! The page has been refreshed.',

  // Validation (spec 2 §5)
  interviewDateRequired: 'Interview date is required',
  interviewTimeRequired: 'Interview time is required',
  interviewLocationRequired: 'Interview location is required',
  invalidInterviewDate: 'Please enter a valid interview date',
  invalidInterviewTime: 'Please enter a valid interview time',
  commentRequired: 'Please enter a comment.',

  // Errors (spec 2 §8)
  failedLoadApplications: 'Failed to load applications.',
  failedScheduleInterview: 'Failed to schedule interview',
  scheduleInterviewNetworkError: 'Network error while scheduling interview',
  interviewMayHaveSucceeded:
    'Interview scheduling may have succeeded despite the error. Please refresh the page to verify.',
  failedAddComment: 'Failed to add comment',
  addCommentNetworkError: 'Network error while adding comment',
  applyFailed: 'Apply failed',
  failedToApply: 'Failed to apply',
  withdrawFailed: 'Withdraw failed',
  failedToWithdraw: 'Failed to withdraw',

  // Success messages (spec 2 §8)
  interviewScheduled: 'Interview scheduled successfully.',
  commentAdded: 'Comment Added Successfully!',
  applicationSubmittedSuccessfully: 'Application Submitted Successfully!',

  // The employer's Applications tab
  noApplicationsForOpening: 'No applications for this opening yet.',
  applicationWithdrawnNote: 'The learner withdrew this application.',
  failedSetOutcome: 'Failed to update the application.',
  outcomeSaved: 'Application updated.',
  commentVisibilityLabel: 'Who will read it',
  commentToApplicant: 'Message to the applicant',
  commentPrivateNote: 'Private note',
  privateNotesTitle: 'Private notes (not shown to the applicant)',
  applicantMessagesTitle: 'Messages to the applicant',

  // The learner's Apply for Job dialog (spec 2 §2)
  applyForJobTitle: 'Apply for Job',
  placementTypeLabel: 'Placement Type',
  placementTypePrompt: 'Select a placement type',
  confirmApply: 'Confirm Apply',
  viewStatusInMyApplications: "You can view the status of your application in the 'My Applications' tab.",
  okAction: 'OK',

  // The learner's My Applications (spec 2 §2)
  browseOpenJobs: 'Browse Open Jobs',
  noApplicationsHint: 'Browse the open programmes and apply for the ones that suit you.',
  withdrawApplication: 'Withdraw Application',
  withdrawApplicationTitle: 'Withdraw application',
  withdrawAction: 'Withdraw',
  notAssignedYet: 'Not assigned yet',
  applicationHistoryTitle: 'History',
  loadingApplications: 'Loading your applications',
  interviewTitle: 'Interview',
  commentsTitle: 'Comments',
  openingTitle: 'Opening',
  placementTitle: 'Placement',
  yourDetailsTitle: 'Your Details',

  // Server answers
  alreadyApplied: 'You have already applied to this opening.',
  openingNotAccepting: 'This opening is not accepting applications.',
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
  ownApplicationsOnly: 'You can see and change only your own applications.',
  withdrawOnlyApplied: 'Only an application that is still Applied can be withdrawn.',
} as const;

/** The labels of an open job's and an application's facts (spec 2 §2, §3). */
export const APPLICATION_FIELD_LABELS = {
  employer: 'Employer',
  sector: 'Sector',
  openingDate: 'Opening Date',
  closingDate: 'Closing Date',
  numofOpenings: 'Number of Openings',
  details: 'Details',
  placementType: 'Placement Type',
  dateApplied: 'Date Applied',
  interviewDate: 'Interview Date',
  interviewTime: 'Interview Time',
  interviewLocation: 'Interview Location',
  interviewMessage: 'Message',
  learnerName: 'Learner Name',
  learnerId: 'Learner ID',
  email: 'Email',
  phone: 'Phone',
  datePlaced: 'Date Placed',
  startDate: 'Start Date',
  endDate: 'End Date',
  placementofficer: 'Placement Officer',
  pmeofficer: 'PME Officer',
  placementAssistant: 'Placement Assistant',
} as const;

/** The confirmation before marking an applicant, naming them and the mail they will get. */
export function outcomeConfirmMessage(learnerName: string, outcome: 'selected' | 'not-selected'): string {
  const label = outcome === 'selected' ? 'Selected' : 'Not selected';
  return `Mark ${learnerName} as ${label} for this opening? ${learnerName} will be emailed.`;
}

/** Said in the Schedule Interview dialog, before it is sent: who will be emailed. */
export function interviewEmailNote(learnerName: string): string {
  return `${learnerName} will be emailed the interview date, time and location.`;
}

/** Said under the interview's date and time as they are chosen, in words: 'Thursday 3 December 2026 at 9:30 am'. */
export function interviewInWordsNote(when: string): string {
  return `The interview will be on ${when}.`;
}

/** Said under the Add Comment box: who will read what is written there. */
export function commentReadersNote(visibility: 'applicant' | 'private', learnerName: string): string {
  return visibility === 'private'
    ? `Only your company and the programme office will read this note. ${learnerName} will not see it.`
    : `${learnerName} will read this on their application, and so will the programme office.`;
}

/** Apply for Job: which opening the learner is applying to, and who will be told. */
export function applyForJobIntro(title: string, employer: string): string {
  return employer
    ? `You are applying for ${title} at ${employer}. ${employer} will be emailed.`
    : `You are applying for ${title}.`;
}

/** The confirmation before withdrawing, naming the position, the employer and the mail it sends. */
export function withdrawConfirmMessage(title: string, employer: string): string {
  const at = employer ? ` at ${employer}` : '';
  const told = employer ? ` ${employer} will be emailed.` : '';
  return `Withdraw your application for ${title}${at}? You cannot undo this.${told}`;
}

/** 'Applied for Junior Technician.': the toast after an application, naming the opening. */
export function appliedToastMessage(title: string): string {
  return `Applied for ${title}.`;
}
