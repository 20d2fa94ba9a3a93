import type { AuditEntry } from '@ojt/domain';
import type { RecordedRequest } from '../../../../test/fake-api';
import { json } from '../../../../test/fetch-mock';
import type { createFakeAdminApi } from '../../testing/fake-admin-api';

export const TRAIL = 'GET /api/Admin/AuditTrail';

/** Entry `n` of a trail: an approval by admin1 on 24 Nov 2026 (minutes apart), unless overridden. */
export function makeEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: n,
    at: new Date(Date.UTC(2026, 10, 24, 14, n)).toISOString(),
    actor: 'admin1',
    actorRole: 'admin',
    action: 'employer.approved',
    recordType: 'employer',
    recordId: `EMP${String(n).padStart(3, '0')}`,
    detail: {},
    ip: '203.0.113.9',
    ...overrides,
  };
}

/** Serves the trail from `entries` (newest first as given), filtered and paged as the server does. */
export function serveTrail(api: ReturnType<typeof createFakeAdminApi>, entries: AuditEntry[]) {
  api.override(TRAIL, (request: RecordedRequest) => {
    const q = request.query;
    const matching = entries.filter(
      (e) =>
        (!q.get('actor') || e.actor?.toLowerCase() === q.get('actor')?.toLowerCase()) &&
        (!q.get('action') || e.action === q.get('action')) &&
        (!q.get('recordType') || e.recordType === q.get('recordType')) &&
        (!q.get('recordId') || e.recordId === q.get('recordId')),
    );
    const page = Number(q.get('page') ?? 1);
    const pageSize = Number(q.get('pageSize') ?? 20);
    return json(200, {
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    });
  });
}
