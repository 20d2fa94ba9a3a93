import { Button, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { EMPLOYER_TYPES, MESSAGES, SECTORS } from '@ojt/domain';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReportParams } from '../../api/get-report';

const SECTOR_OPTIONS = [
  { value: '', label: MESSAGES.reportAllSectors },
  ...SECTORS.map((s) => ({ value: String(s.sectorId), label: s.sector })),
];
const EMPLOYER_TYPE_OPTIONS = [
  { value: '', label: MESSAGES.reportAllEmployerTypes },
  ...EMPLOYER_TYPES.map((t) => ({ value: String(t.classificationId), label: t.classificationDescr })),
];

export interface ReportFiltersProps {
  params: ReportParams;
  onChange: (params: ReportParams) => void;
  /** The period the server reported (after its defaults), shown in the date boxes when none is set. */
  shown: { from: string; to: string } | undefined;
}

/**
 * The report's period and filters. A date takes effect as soon as it is a whole date; a period whose
 * start is after its end is flagged under the start and not sent.
 */
export function ReportFilters({ params, onChange, shown }: ReportFiltersProps) {
  const [range, setRange] = useState({ from: params.from, to: params.to });
  const from = range.from || shown?.from || '';
  const to = range.to || shown?.to || '';
  const wrong = Boolean(from && to && from > to);

  const setDate = (key: 'from' | 'to', value: string) => {
    const next = { from, to, [key]: value };
    setRange(next);
    if (!(next.from && next.to && next.from > next.to)) onChange({ ...params, ...next });
  };
  const reset = () => {
    setRange({ from: '', to: '' });
    onChange({ from: '', to: '', sector: '', employerType: '' });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17; a form with role=search is the landmark every reader knows
    <form role="search" aria-label={MESSAGES.reportFiltersLabel} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          type="date"
          label={MESSAGES.reportFromLabel}
          value={from}
          max={to || undefined}
          error={wrong ? MESSAGES.dateFromAfterTo : undefined}
          onChange={(event) => setDate('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={MESSAGES.reportToLabel}
          value={to}
          min={from || undefined}
          onChange={(event) => setDate('to', event.currentTarget.value)}
        />
        <NativeSelect
          label={MESSAGES.reportSectorLabel}
          data={SECTOR_OPTIONS}
          value={params.sector}
          onChange={(event) => onChange({ ...params, sector: event.currentTarget.value })}
        />
        <NativeSelect
          label={MESSAGES.reportEmployerTypeLabel}
          data={EMPLOYER_TYPE_OPTIONS}
          value={params.employerType}
          onChange={(event) => onChange({ ...params, employerType: event.currentTarget.value })}
        />
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={reset}
          style={{ alignSelf: 'end' }}
        >
          {MESSAGES.reportResetAction}
        </Button>
      </SimpleGrid>
    </form>
  );
}
