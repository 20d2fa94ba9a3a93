import { Table, Text } from '@mantine/core';
import { type AdminPlacementItem, MESSAGES, sectorName } from '@ojt/domain';
import { IconEye } from '@tabler/icons-react';
import { formatDate } from '../../../../components/date-text';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { RecordButton } from '../../../../components/record-button';
import { usePlacements } from '../../api/get-placements';
import { ServerListTable } from '../admin-list';
import classes from '../admin-list.module.css';
import type { PlacementFilters } from './use-placement-filters';

export const PLACEMENT_COLUMNS = [
  'Learner',
  'Employer',
  'Position',
  'Sector',
  'Status',
  'Applied',
  'Actions',
] as const;

function PlacementRow({ item, onView }: { item: AdminPlacementItem; onView: () => void }) {
  const [learner, employer, position, sector, status, applied, actions] = PLACEMENT_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={learner}>
        <Text fw={600} size="sm">
          {item.learnerName}
        </Text>
      </Table.Th>
      <Table.Td data-label={employer}>
        <div className={classes.secondary}>{item.employerName}</div>
      </Table.Td>
      <Table.Td data-label={position}>
        <div className={classes.secondary}>{item.positionTitle}</div>
      </Table.Td>
      <Table.Td data-label={sector}>{sectorName(item.sector)}</Table.Td>
      <Table.Td data-label={status}>
        <div className={classes.nowrap}>
          <PlacementStatusBadge status={item.placementStatus} />
        </div>
      </Table.Td>
      <Table.Td data-label={applied} className={classes.nowrap}>
        {formatDate(item.appliedAt)}
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          <RecordButton
            icon={IconEye}
            label={`View placement of ${item.learnerName}, ${item.positionTitle}`}
            onClick={onView}
          >
            View
          </RecordButton>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** One server page of placements (ServerListTable: paging and states). */
export function PlacementsList({
  filters,
  onView,
}: {
  filters: PlacementFilters;
  onView: (placementId: number) => void;
}) {
  const query = usePlacements(filters.params);
  return (
    <ServerListTable
      label="Placements"
      query={query}
      page={filters.page}
      setPage={filters.setPage}
      countExactly={filters.countExactly}
      columns={PLACEMENT_COLUMNS}
      minWidth={860}
      loadingLabel="Loading placements"
      emptyText={MESSAGES.noPlacementsFound}
      errorText={MESSAGES.failedLoadPlacements}
    >
      {(items) =>
        items.map((item) => (
          <PlacementRow key={item.placementId} item={item} onView={() => onView(item.placementId)} />
        ))
      }
    </ServerListTable>
  );
}
