import { AUDIT_ACTIONS, type AuditEntry, MESSAGES } from '@ojt/domain';

/** The label of an action ('Employer approved'); the id itself when the portal does not know it. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** Who acted: 'asha (admin)', or 'System' for a scheduled job. */
export function auditActorText(entry: Pick<AuditEntry, 'actor' | 'actorRole'>): string {
  if (!entry.actor) return MESSAGES.auditSystemActor;
  return entry.actorRole ? `${entry.actor} (${entry.actorRole})` : entry.actor;
}

/** 'openingId' → 'opening id'. */
function words(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's detail as 'fields: firstName, nationalId; status: 0' (what changed or why, never a secret). */
export function auditDetailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${words(key)}: ${valueText(value)}`)
    .join('; ');
}
