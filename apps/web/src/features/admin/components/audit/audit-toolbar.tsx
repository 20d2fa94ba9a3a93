import { NativeSelect, TextInput } from '@mantine/core';
import {
  AUDIT_ACTION_IDS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
  MESSAGES,
} from '@ojt/domain';
import { useDateRangeFilter, useTypedFilter } from '../../hooks/use-filter-drafts';
import { DateRangeFields, FilterBar } from '../admin-list';
import type { AuditFilters } from './use-audit-filters';

const ACTION_OPTIONS = [
  { value: '', label: MESSAGES.auditAllActions },
  ...AUDIT_ACTION_IDS.map((id) => ({ value: id, label: AUDIT_ACTIONS[id] })),
];
const RECORD_TYPE_OPTIONS = [
  { value: '', label: MESSAGES.auditAllRecordTypes },
  ...AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) })),
];

/**
 * The trail's filters: who (a username), what (an action), which record (type and ID) and when (a
 * range of days). A range whose start is after its end is not sent.
 */
export function AuditToolbar({ filters }: { filters: AuditFilters }) {
  const actor = useTypedFilter(filters.actor, (value) => filters.setFilters({ actor: value }));
  const recordId = useTypedFilter(filters.recordId, (value) => filters.setFilters({ recordId: value }));
  const dates = useDateRangeFilter({ from: filters.from, to: filters.to }, filters.setFilters);

  return (
    <FilterBar
      label={MESSAGES.auditFiltersLabel}
      onSubmit={() => {
        actor.flush();
        recordId.flush();
      }}
      clearLabel={MESSAGES.auditClearFilters}
      clearDisabled={!filters.filtered && !actor.text && !recordId.text && !dates.typed}
      onClear={() => {
        actor.clear();
        recordId.clear();
        dates.reset();
        filters.clear();
      }}
    >
      <TextInput
        label={MESSAGES.auditActorLabel}
        placeholder="e.g. admin1"
        autoComplete="off"
        value={actor.text}
        onChange={(event) => actor.type(event.currentTarget.value)}
      />
      <NativeSelect
        label={MESSAGES.auditActionLabel}
        data={ACTION_OPTIONS}
        value={filters.action}
        onChange={(event) => filters.setFilters({ action: event.currentTarget.value as AuditAction | '' })}
      />
      <NativeSelect
        label={MESSAGES.auditRecordTypeLabel}
        data={RECORD_TYPE_OPTIONS}
        value={filters.recordType}
        onChange={(event) =>
          filters.setFilters({ recordType: event.currentTarget.value as AuditRecordType | '' })
        }
      />
      <TextInput
        label={MESSAGES.auditRecordIdLabel}
        placeholder="e.g. EMP001"
        autoComplete="off"
        value={recordId.text}
        onChange={(event) => recordId.type(event.currentTarget.value)}
      />
      <DateRangeFields fromLabel={MESSAGES.auditFromLabel} toLabel={MESSAGES.auditToLabel} draft={dates} />
    </FilterBar>
  );
}
