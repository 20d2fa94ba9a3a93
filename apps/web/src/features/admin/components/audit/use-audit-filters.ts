import { useState } from 'react';
import type { AuditTrailParams } from '../../api/get-audit-trail';

type FilterValues = Omit<AuditTrailParams, 'page' | 'pageSize'>;

const NO_FILTERS: FilterValues = { actor: '', action: '', recordType: '', recordId: '', from: '', to: '' };

/** A page of the trail: more rows than the account lists, as an entry is one short line. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters extends FilterValues {
  page: number;
  /** Sets one or more filters; the trail starts again at page 1 when any of them changed. */
  setFilters: (changes: Partial<FilterValues>) => void;
  setPage: (page: number) => void;
  /** Whether any filter is set (for Clear filters). */
  filtered: boolean;
  clear: () => void;
  /** What to ask the server for. */
  params: AuditTrailParams;
}

/** The Audit trail tab's filters and page. */
export function useAuditFilters(): AuditFilters {
  const [state, setState] = useState<FilterValues & { page: number }>({ ...NO_FILTERS, page: 1 });
  const { page, ...values } = state;
  return {
    ...state,
    setFilters: (changes) =>
      setState((s) => {
        const changed = Object.entries(changes).some(
          ([key, value]) => s[key as keyof FilterValues] !== value,
        );
        return changed ? { ...s, ...changes, page: 1 } : s;
      }),
    setPage: (next) => setState((s) => ({ ...s, page: next })),
    filtered: Object.values(values).some((value) => value !== ''),
    clear: () => setState({ ...NO_FILTERS, page: 1 }),
    params: { ...values, page, pageSize: AUDIT_PAGE_SIZE },
  };
}
