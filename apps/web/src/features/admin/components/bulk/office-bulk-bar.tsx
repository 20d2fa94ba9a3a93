import { Button, Checkbox, Group, Text } from '@mantine/core';
import { OFFICE_BULK_MESSAGES } from '@ojt/domain';
import { IconCheck, IconFileSpreadsheet, IconX } from '@tabler/icons-react';
import classes from './office-bulk.module.css';

export interface BulkBarProps {
  /** How many pending rows this page shows (the select-all's reach). */
  pendingOnPage: number;
  /** How many of them are selected. */
  selectedOnPage: number;
  /** How many are selected in all. */
  selected: number;
  onToggleAll: (select: boolean) => void;
  onApprove: () => void;
  onExport: () => void;
  onClear: () => void;
}

/**
 * The bulk actions above an Employers or Learners table (issue 30): select every pending row of the
 * page, and, once some are selected, "N selected" with Approve N, Export N and Clear.
 */
export function BulkBar(props: BulkBarProps) {
  const { pendingOnPage, selectedOnPage, selected } = props;
  if (pendingOnPage === 0 && selected === 0) return null;
  const all = pendingOnPage > 0 && selectedOnPage === pendingOnPage;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of controls, not a fieldset of one form
    <div className={classes.bar} role="group" aria-label="Bulk actions">
      {pendingOnPage > 0 && (
        <Checkbox
          label={OFFICE_BULK_MESSAGES.bulkSelectPage}
          checked={all}
          indeterminate={!all && selectedOnPage > 0}
          onChange={(event) => props.onToggleAll(event.currentTarget.checked)}
        />
      )}
      {selected > 0 && (
        <Group gap="xs" className={classes.actions}>
          <Text fw={700} role="status" className={classes.count}>
            {`${selected} selected`}
          </Text>
          <Button color="teal.9" leftSection={<IconCheck size={16} aria-hidden />} onClick={props.onApprove}>
            {`Approve ${selected}`}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            onClick={props.onExport}
          >
            {`Export ${selected}`}
          </Button>
          <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={props.onClear}>
            Clear selection
          </Button>
        </Group>
      )}
    </div>
  );
}
