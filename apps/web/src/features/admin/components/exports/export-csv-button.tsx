import { Button } from '@mantine/core';
import { type ExportKind, MESSAGES } from '@ojt/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExportFilters } from '../../api/export-csv';
import { ExportDialog } from './export-dialog';
import classes from './exports.module.css';

const NOUNS: Record<ExportKind, string> = {
  employers: 'employers',
  learners: 'learners',
  placements: 'placements',
};

export interface ExportCsvButtonProps {
  kind: ExportKind;
  /** The table's current filters, as its list call sends them (empty ones are left out). */
  filters: ExportFilters;
}

/**
 * "Export CSV": opens the Export dialog for the table's rows that match its current filters. In a
 * header row it sits at the end, beside the header's other buttons.
 */
export function ExportCsvButton({ kind, filters }: ExportCsvButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        className={classes.button}
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        aria-label={`${MESSAGES.exportCsvAction}: ${NOUNS[kind]}`}
        onClick={() => setOpened(true)}
      >
        {MESSAGES.exportCsvAction}
      </Button>
      <ExportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        kind={kind}
        filters={filters}
        identityOption={kind !== 'employers'}
      />
    </>
  );
}

/** The Export CSV button on its own row, at the end (above an Employers or Learners table). */
export function ExportBar(props: ExportCsvButtonProps) {
  return (
    <div className={classes.bar}>
      <ExportCsvButton {...props} />
    </div>
  );
}
