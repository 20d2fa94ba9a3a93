import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  AUDIT_ACTION_IDS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditRecordType,
  MESSAGES,
} from '@ojt/domain';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-list-filters';
import classes from './audit.module.css';
import type { AuditFilters } from './use-audit-filters';

const ACTION_OPTIONS = [
  { value: '', label: MESSAGES.auditAllActions },
  ...AUDIT_ACTION_IDS.map((id) => ({ value: id, label: AUDIT_ACTIONS[id] })),
];
const RECORD_TYPE_OPTIONS = [
  { value: '', label: MESSAGES.auditAllRecordTypes },
  ...AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) })),
];

/** A text box whose value reaches the filters once typing pauses (Enter in the form: at once). */
function useTypedFilter(initial: string, commit: (value: string) => void) {
  const [text, setText] = useState(initial);
  const debounced = useDebouncedCallback((value: string) => commit(value.trim()), {
    delay: SEARCH_DEBOUNCE_MS,
    flushOnUnmount: true,
  });
  const type = (value: string) => {
    setText(value);
    debounced(value);
  };
  return { text, type, flush: debounced.flush };
}

/**
 * The trail's filters: who (a username), what (an action), which record (type and ID) and when (a
 * range of days). A range whose start is after its end is not sent.
 */
export function AuditToolbar({ filters }: { filters: AuditFilters }) {
  const actor = useTypedFilter(filters.actor, (value) => filters.setFilters({ actor: value }));
  const recordId = useTypedFilter(filters.recordId, (value) => filters.setFilters({ recordId: value }));
  const [range, setRange] = useState({ from: filters.from, to: filters.to });
  const rangeWrong = Boolean(range.from && range.to && range.from > range.to);

  const setDate = (key: 'from' | 'to', value: string) => {
    const next = { ...range, [key]: value };
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) filters.setFilters(next);
  };
  const clearAll = () => {
    for (const box of [actor, recordId]) {
      box.type('');
      box.flush();
    }
    setRange({ from: '', to: '' });
    filters.clear();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; a form with role=search is the landmark every reader knows
    <form
      className={classes.toolbar}
      role="search"
      aria-label={MESSAGES.auditFiltersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        actor.flush();
        recordId.flush();
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
      <TextInput
        type="date"
        label={MESSAGES.auditFromLabel}
        value={range.from}
        max={range.to || undefined}
        error={rangeWrong ? MESSAGES.dateFromAfterTo : undefined}
        onChange={(event) => setDate('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={MESSAGES.auditToLabel}
        value={range.to}
        min={range.from || undefined}
        onChange={(event) => setDate('to', event.currentTarget.value)}
      />
      <Button
        variant="default"
        className={classes.clear}
        leftSection={<IconFilterOff size={16} aria-hidden />}
        disabled={!filters.filtered && !actor.text && !recordId.text && !range.from && !range.to}
        onClick={clearAll}
      >
        {MESSAGES.auditClearFilters}
      </Button>
    </form>
  );
}
