import type { ColumnType, Generated } from 'kysely';

/** One entry of the audit trail; append-only. */
export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  actor_user_id: number | null;
  actor_username: string | null;
  actor_role: string | null;
  action: string;
  record_type: string;
  record_id: string;
  /** Written as JSON text, read back as the object. */
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
  ip: string | null;
}
