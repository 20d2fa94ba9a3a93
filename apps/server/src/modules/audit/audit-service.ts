import { type AuditPage, type AuditQuery, portalDayRange } from '@ojt/domain';
import type { Deps } from '../../deps.ts';
import { toAuditEntry } from './audit.ts';
import { countAuditEntries, listAuditEntries } from './audit-repository.ts';

/** One page of the trail, newest first, with the total that match. */
export async function pageAuditTrail({ db }: Deps, query: AuditQuery): Promise<AuditPage> {
  const filter = {
    actor: query.actor || undefined,
    action: query.action,
    recordType: query.recordType,
    recordId: query.recordId || undefined,
    ...portalDayRange(query.from || undefined, query.to || undefined),
  };
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listAuditEntries(db, filter, page),
    countAuditEntries(db, filter),
  ]);
  return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
}
