import type { AuditAction, AuditDetail, AuditEntry, AuditRecordType } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type AuditRow, insertAuditEntry } from './audit-repository.ts';

type Db = Kysely<Database>;

/** Who acted: a signed-in user, or the system (a scheduled job) when null. */
export type AuditActor = Pick<AuthUser, 'id' | 'username' | 'role' | 'ip'> | null;

/**
 * Records one decision or sensitive read in the audit trail. Call it inside the transaction of the
 * change it reports, so that the entry exists exactly when the change does. `detail` says what
 * changed or why (field names, a status, a reason): never a value of a learner's identity data.
 */
export async function recordAudit(
  trx: Db,
  actor: AuditActor,
  action: AuditAction,
  record: { type: AuditRecordType; id: string | number },
  detail: AuditDetail = {},
): Promise<void> {
  await insertAuditEntry(trx, {
    actorUserId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    actorRole: actor?.role ?? null,
    action,
    recordType: record.type,
    recordId: String(record.id),
    detail,
    ip: actor?.ip ?? null,
  });
}

/** An entry in the API's shape. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_username,
    actorRole: row.actor_role,
    action: row.action,
    recordType: row.record_type,
    recordId: row.record_id,
    detail: row.detail as AuditDetail,
    ip: row.ip,
  };
}
