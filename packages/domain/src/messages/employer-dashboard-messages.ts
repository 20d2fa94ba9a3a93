/**
 * Texts of the employer dashboard that spec document 2 leaves unwritten (empty states, the
 * already-published alert, the letters placeholder, confirmations), in the spec's voice.
 */
export const EMPLOYER_DASHBOARD_MESSAGES = {
  // Job positions
  jobAlreadyPublished: 'This job position is already published.',
  noJobPositions: 'No job positions yet. Add a job position to start offering placements.',
  noOpenJobs: 'No open jobs. Publish a job position to open it for applications.',
  noOpenJobsInSector: 'No open jobs in this sector.',
  noOpeningsYet: 'Not published yet.',

  // Applications
  noApplicationsForOpening: 'No applications for this opening yet.',
  applicationWithdrawnNote: 'The learner withdrew this application.',
  failedSetOutcome: 'Failed to update the application.',
  outcomeSaved: 'Application updated.',
  commentVisibilityLabel: 'Who will read it',
  commentToApplicant: 'Message to the applicant',
  commentPrivateNote: 'Private note',
  privateNotesTitle: 'Private notes (not shown to the applicant)',
  applicantMessagesTitle: 'Messages to the applicant',

  // Overview
  failedLoadOverview: 'Failed to load the overview. Please try again.',

  // Experience letters (a later issue makes them real)
} as const;

/** 'Unpublish "{title}"? …' — the confirmation before closing a position's active opening. */
export function unpublishConfirmMessage(title: string): string {
  return `Unpublish "${title}"? Learners will no longer be able to apply. Applications already made are kept.`;
}

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
