import { Button, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportCsvButton } from '../exports/export-csv-button';
import { OfficersDialog } from './officers-dialog';
import { PlacementDetailModal } from './placement-detail-modal';
import classes from './placements.module.css';
import { PlacementsList } from './placements-list';
import { PlacementsToolbar } from './placements-toolbar';
import type { PlacementFilters } from './use-placement-filters';

/**
 * The Placements tab (issue 10): every application across employers, searched and filtered on the
 * server, a page of 10, each placement's details (history, letters) with Place learner; and the
 * officers list the Place dialog chooses from.
 */
export function PlacementsPanel({ filters }: { filters: PlacementFilters }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [officersOpen, setOfficersOpen] = useState(false);
  return (
    <section aria-labelledby="placements-heading">
      <div className={classes.header}>
        <Title order={2} size="h3" id="placements-heading">
          Placements
        </Title>
        <ExportCsvButton kind="placements" filters={filters.params} />
        <Button
          variant="default"
          leftSection={<IconUsers size={16} aria-hidden />}
          onClick={() => setOfficersOpen(true)}
        >
          Manage officers
        </Button>
      </div>
      <PlacementsToolbar filters={filters} />
      <PlacementsList filters={filters} onView={setViewing} />
      <PlacementDetailModal placementId={viewing} onClose={() => setViewing(null)} />
      <OfficersDialog opened={officersOpen} onClose={() => setOfficersOpen(false)} />
    </section>
  );
}
