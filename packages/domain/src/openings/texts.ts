/**
 * Texts of job positions and their openings: adding and editing a position, enabling it, publishing
 * and unpublishing it (spec 2 §4, §5, §8 verbatim; PRODUCT.md §4's rules in the spec's voice), and the
 * learner's Browse Programs. `positionAlreadyOpen` keeps the words 'already open': the spec's clients
 * treat such an answer as Published.
 */
export const OPENING_MESSAGES = {
  // Validation (spec 2 §5)
  jobTitleRequired: 'Job title is required',
  selectSector: 'Please select a sector',
  requirementRequired: 'At least one requirement is required',
  tooManyRequirements: 'A job position can have at most 50 requirements',
  openDateRequired: 'Open date is required',
  closeDateRequired: 'Close date is required',
  openTimeRequired: 'Open time is required',
  closeTimeRequired: 'Close time is required',
  invalidOpenDate: 'Please select a valid open date',
  invalidCloseDate: 'Please select a valid close date',
  invalidOpenTime: 'Please select a valid open time',
  invalidCloseTime: 'Please select a valid close time',
  closeBeforeOpen: 'Close date and time must be after open date and time',
  openingsAtLeastOne: 'Number of openings must be at least 1',
  openingsAtMostLimit: 'Number of openings must be at most 1000',

  // Errors (spec 2 §8)
  failedAddJobPosition: 'Failed to add job position',
  failedUpdateJobPosition: 'Failed to update job position',
  failedLoadJobPositions: 'Failed to load job positions. Please try again.',
  failedLoadOpenJobs: 'Failed to load open jobs. Please try again.',
  failedPublishJobPosition: 'Failed to publish job position',
  failedOpenJobPosition: 'Failed to open job position',
  failedCloseJobPosition: 'Failed to close job position',
  failedToggleJobStatus: 'Failed to toggle job status',
  noOpeningToUnpublish: 'No job opening found to unpublish',
  invalidJobOpeningId: 'Invalid job opening ID',
  failedUnpublishJob: 'Failed to unpublish job. Please try again.',
  errorUnpublishingJob: 'Error unpublishing job. Please try again.',

  // Success messages (spec 2 §8)
  jobPositionAdded: 'Job position added successfully!',
  jobPositionUpdated: 'Job position updated successfully!',
  jobPublished: 'Job position published successfully!',
  jobUnpublished: 'Job unpublished successfully!',

  // The Job Positions tab
  jobAlreadyPublished: 'This job position is already published.',
  noJobPositions: 'No job positions yet. Add a job position to start offering placements.',
  noOpenJobs: 'No open jobs. Publish a job position to open it for applications.',
  noOpenJobsInSector: 'No open jobs in this sector.',
  noOpeningsYet: 'Not published yet.',

  // Server answers
  jobPositionNotFound: 'Job position not found.',
  jobOpeningNotFound: 'Job opening not found.',
  positionAlreadyOpen: 'This job position is already open for applications.',
  positionNotActive: 'Only an active job position can be published. Enable it first.',
  closeNotInFuture: 'Close date and time must be in the future',
  openingAlreadyClosed: 'This job opening is already closed.',
  newPositionIdMustBeZero: 'jobPositionId must be 0 for a new job position.',
  jobStatusEnabled: 'Job position enabled.',
  jobStatusDisabled: 'Job position disabled.',

  // The learner's Browse Programs (spec 2 §2, issue 8)
  viewEmployerProfile: 'View Employer Profile',
  applyAction: 'Apply',
  appliedAction: 'Applied',
  noOpenPrograms: 'No programmes are open for applications right now. Please check again soon.',
  showMorePrograms: 'Show more programmes',
  loadingPrograms: 'Loading open programmes',
  sectorFilterLabel: 'Sector',
  requirementsTitle: 'Requirements',
  matchBadge: 'Good match',
  qualificationsMeetRequirements: 'Your qualifications meet the requirements',
  noRequirementsListed: 'No qualifications are required',
  keywordLabel: 'Search',
  keywordPlaceholder: 'Job title, employer or qualification',
  searchAction: 'Search',
  areaFilterLabel: 'Area',
  allAreas: 'All areas',
  areaRegionsGroup: 'Regions and corporations',
  areaTownsGroup: 'Towns',
  sortLabel: 'Sort by',
  sortBestMatch: 'Best match',
  sortClosing: 'Closing soonest',
  sortNewest: 'Newest',
  noOpenJobsForSearch: 'No open programmes match your search. Try other words or clear the filters.',
  clearFilters: 'Clear filters',
  placementTypeHelpTitle: 'Placement types',
} as const;

/** 'Unpublish "{title}"? …' — the confirmation before closing a position's active opening. */
export function unpublishConfirmMessage(title: string): string {
  return `Unpublish "${title}"? Learners will no longer be able to apply. Applications already made are kept.`;
}

/** 'Showing 20 of 143 programmes': how much of the open list is on screen. */
export function programsShownMessage(shown: number, total: number): string {
  return `Showing ${shown} of ${total} programme${total === 1 ? '' : 's'}`;
}

/** Why an opening suits a learner: 'Matches your CVQ in IT Support' (or 'Matches your CVQ'). */
export function qualificationMatchReason(qualificationType: string, certificateName?: string): string {
  return certificateName
    ? `Matches your ${qualificationType} in ${certificateName}`
    : `Matches your ${qualificationType}`;
}

/** 'You may not meet: CVQ in Welding; CSEC in Mathematics': the requirements a learner may lack. */
export function mayNotMeetMessage(
  unmet: readonly { qualificationType: string; certificateName: string }[],
): string {
  return `You may not meet: ${unmet.map((row) => `${row.qualificationType} in ${row.certificateName}`).join('; ')}`;
}
