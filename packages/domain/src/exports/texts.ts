/**
 * Texts of the CSV exports (issue 11): the admin's Export CSV button and its dialog, and the rule
 * that identity numbers and disability data leave the portal only with a recorded reason.
 */
export const EXPORT_MESSAGES = {
  exportCsvAction: 'Export CSV',
  exportDialogTitle: 'Export to CSV',
  exportDialogIntro:
    'The file holds every row that matches the filters now set on the table, not only this page.',
  includeIdentityLabel: 'Include identity data',
  includeIdentityHint:
    'Adds national ID, birth certificate, passport and NIS numbers, date of birth and disability data. The reason is recorded in the audit trail.',
  exportReasonLabel: 'Reason',
  exportReasonRequired: 'Please give the reason for including identity data',
  exportReasonTooLong: 'Reason must be at most 500 characters',
  exportDownloadAction: 'Download CSV',
  exportStarting: 'Your download is starting.',
  exportPreparing: 'Preparing the file…',
  exportDone: 'The download has started.',
  failedExport: 'Failed to export. Please try again.',
} as const;
