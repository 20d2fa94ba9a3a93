import type { AuditDetail } from '@ojt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface NewAuditEntry {
  actorUserId: number | null;
  actorUsername: string | null;
  actorRole: string | null;
  action: string;
  recordType: string;
  recordId: string;
  detail: AuditDetail;
  ip: string | null;
}

/** Appends one entry (in the caller's transaction). */
export async function insertAuditEntry(trx: Db, entry: NewAuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      actor_username: entry.actorUsername,
      actor_role: entry.actorRole,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      detail: JSON.stringify(entry.detail),
      ip: entry.ip,
    })
    .execute();
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  recordType?: string | undefined;
  recordId?: string | undefined;
  /** At or after this instant. */
  from?: Date | undefined;
  /** Before this instant. */
  before?: Date | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (filter.actor)
    q = q.where((eb) => eb(eb.fn('lower', ['actor_username']), '=', filter.actor!.toLowerCase()));
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.recordType) q = q.where('record_type', '=', filter.recordType);
  if (filter.recordId) q = q.where('record_id', '=', filter.recordId);
  if (filter.from) q = q.where('at', '>=', filter.from);
  if (filter.before) q = q.where('at', '<', filter.before);
  return q;
}

/** One page of entries, newest first. */
export async function listAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAuditEntries(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An entry as read back. */
export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
