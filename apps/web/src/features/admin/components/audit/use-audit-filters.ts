import type { AuditTrailParams } from '../../api/get-audit-trail';
import { type ServerListFilters, useServerListFilters } from '../../hooks/use-server-list-filters';

type FilterValues = Omit<AuditTrailParams, 'page' | 'pageSize'>;

const NO_FILTERS: FilterValues = { actor: '', action: '', recordType: '', recordId: '', from: '', to: '' };

/** A page of the trail: more rows than the account lists, as an entry is one short line. */
export const AUDIT_PAGE_SIZE = 20;

export type AuditFilters = ServerListFilters<FilterValues>;

/** The Audit trail tab's filters and page. */
export function useAuditFilters(): AuditFilters {
  return useServerListFilters(NO_FILTERS, AUDIT_PAGE_SIZE);
}
