/**
 * Every learner query lives under `['learner']`. An apply or a withdrawal changes both the open
 * jobs (Applied) and the applications, so they reload together.
 */
export const learnerKeys = {
  all: ['learner'] as const,
  openJobs: (filters: object, pageSize: number) =>
    [...learnerKeys.all, 'open-jobs', filters, pageSize] as const,
  openJobsAll: () => [...learnerKeys.all, 'open-jobs'] as const,
  applicationsAll: () => [...learnerKeys.all, 'applications'] as const,
  applications: (learnerId: string) => [...learnerKeys.all, 'applications', learnerId] as const,
  profile: (learnerId: string) => [...learnerKeys.all, 'profile', learnerId] as const,
  employer: (empId: string) => [...learnerKeys.all, 'employer', empId] as const,
  /** The attendance months: the list and each month under it, so a save reloads both. */
  timesheets: () => [...learnerKeys.all, 'timesheets'] as const,
  timesheet: (placementId: number, month: string) =>
    [...learnerKeys.timesheets(), placementId, month] as const,
  /** Where each month's payment is (GET /api/Learner/MyStipend). */
  myStipend: () => [...learnerKeys.timesheets(), 'my-stipend'] as const,
  /** The placements that ended early whose exit survey is still to answer (issue 29). */
  exitSurveysDue: () => [...learnerKeys.applicationsAll(), 'exit-surveys-due'] as const,
};
