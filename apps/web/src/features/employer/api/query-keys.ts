/**
 * Every employer query lives under `['employer']`, so one invalidation after a change reloads the
 * positions, the open jobs, the applications and the overview counters together.
 */
export const employerKeys = {
  all: ['employer'] as const,
  overview: () => [...employerKeys.all, 'overview'] as const,
  positions: (empId: string) => [...employerKeys.all, 'positions', empId] as const,
  openJobs: (empId: string, sector: number) => [...employerKeys.all, 'open-jobs', empId, sector] as const,
  applications: (openingId: number, page: number, pageSize: number) =>
    [...employerKeys.all, 'applications', openingId, page, pageSize] as const,
  learner: (learnerId: string) => [...employerKeys.all, 'learner', learnerId] as const,
  profile: (empId: string) => [...employerKeys.all, 'profile', empId] as const,
  timesheetsAll: () => [...employerKeys.all, 'timesheets'] as const,
  timesheets: (month: string, status: string) => [...employerKeys.timesheetsAll(), month, status] as const,
  /** Where each month's payment is; under the months, so approving one reloads it too. */
  learnerStipends: () => [...employerKeys.timesheetsAll(), 'stipends'] as const,
  claims: () => [...employerKeys.all, 'reimbursement-claims'] as const,
};
