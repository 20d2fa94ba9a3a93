/**
 * Texts of the admin's Audit trail tab and of the History section on a record's detail view (issue 11).
 */
export const AUDIT_MESSAGES = {
  auditTitle: 'Audit trail',
  auditIntro:
    'Every decision and every view of identity or disability data, with who did it, when and from which address. Entries cannot be changed or deleted.',
  auditFiltersLabel: 'Find audit entries',
  auditActorLabel: 'Who (username)',
  auditActionLabel: 'What',
  auditAllActions: 'All actions',
  auditRecordTypeLabel: 'Record type',
  auditAllRecordTypes: 'All record types',
  auditRecordIdLabel: 'Record ID',
  auditFromLabel: 'From',
  auditToLabel: 'To',
  auditClearFilters: 'Clear filters',
  auditLoading: 'Loading the audit trail',
  failedLoadAudit: 'Failed to load the audit trail. Please try again.',
  noAuditEntries: 'No audit entries match these filters.',
  auditSystemActor: 'System',
  auditHistoryTitle: 'History',
  auditHistoryLoading: 'Loading the history',
  failedLoadHistory: 'Failed to load the history. Please try again.',
  noHistoryEntries: 'Nothing has been recorded about this record yet.',
} as const;
