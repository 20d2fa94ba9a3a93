import { type AuditAction, type AuditRecordType, auditTrailEndpoint } from '@ojt/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** What the audit trail is asked for; '' leaves a filter out. */
export interface AuditTrailParams {
  /** A username (any case). */
  actor: string;
  action: AuditAction | '';
  recordType: AuditRecordType | '';
  recordId: string;
  /** On or after this day (`YYYY-MM-DD`, Port of Spain). */
  from: string;
  /** On or before this day (`YYYY-MM-DD`, Port of Spain). */
  to: string;
  page: number;
  pageSize: number;
}

/**
 * The trail's queries live under `['admin']` (`adminKeys.all`), so a decision reloads the trail and
 * any open record's history with the same invalidation as the lists.
 */
export const auditKeys = {
  all: [...adminKeys.all, 'audit'] as const,
  list: (params: AuditTrailParams) => [...auditKeys.all, params] as const,
};

/** GET /api/Admin/AuditTrail: one page, newest first. Empty filters are left out of the query string. */
export function getAuditTrail(params: AuditTrailParams, { signal }: { signal?: AbortSignal } = {}) {
  const { actor, action, recordType, recordId, from, to, page, pageSize } = params;
  return callApi(auditTrailEndpoint, {
    query: {
      actor: actor || undefined,
      action: action || undefined,
      recordType: recordType || undefined,
      recordId: recordId || undefined,
      from: from || undefined,
      to: to || undefined,
      page,
      pageSize,
    },
    signal,
  });
}

export function auditTrailQueryOptions(params: AuditTrailParams) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) => getAuditTrail(params, { signal }),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAuditTrail(params: AuditTrailParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditTrailQueryOptions(params), enabled });
}
