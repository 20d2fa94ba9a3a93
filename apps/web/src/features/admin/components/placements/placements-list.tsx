import { Table, Text } from '@mantine/core';
import { type AdminPlacementItem, MESSAGES, sectorName } from '@ojt/domain';
import { IconEye } from '@tabler/icons-react';
import { useEffect } from 'react';
import { formatDate } from '../../../../components/date-text';
import { PlacementStatusBadge } from '../../../../components/placement-status-badge';
import { RecordButton } from '../../../../components/record-button';
import { usePlacements } from '../../api/get-placements';
import { pageCount } from '../../utils/format';
import classes from '../admin-list.module.css';
import { ListPagination } from '../list-pagination';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';
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

/**
 * One server page of placements with Previous/Next, and the loading, error and empty states. Wide
 * screens see a table; phones see each row as a card (admin-list.module.css).
 */
export function PlacementsList({
  filters,
  onView,
}: {
  filters: PlacementFilters;
  onView: (placementId: number) => void;
}) {
  const query = usePlacements(filters.params);
  const data = query.data;
  const { page, setPage } = filters;

  // A change elsewhere can empty the last page: step back to the new last page.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const overshot = Boolean(data && !query.isPlaceholderData && data.items.length === 0 && page > lastPage);
  useEffect(() => {
    if (overshot) setPage(lastPage);
  }, [overshot, lastPage, setPage]);

  if (query.isPending) return <ListSkeleton label="Loading placements" />;
  if (query.isError)
    return <ListError message={MESSAGES.failedLoadPlacements} onRetry={() => void query.refetch()} />;
  if (!data || data.items.length === 0) return <ListEmpty message={MESSAGES.noPlacementsFound} />;
  return (
    <>
      <Table.ScrollContainer minWidth={860} type="native" className={classes.scroll}>
        <Table
          className={`${classes.table} ${query.isPlaceholderData ? classes.stale : ''}`}
          aria-busy={query.isPlaceholderData || undefined}
          verticalSpacing="sm"
          highlightOnHover
          withTableBorder
        >
          <caption className={classes.caption}>Placements</caption>
          <Table.Thead>
            <Table.Tr>
              {PLACEMENT_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <PlacementRow key={item.placementId} item={item} onView={() => onView(item.placementId)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        label="Placements"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={setPage}
        busy={query.isPlaceholderData}
      />
    </>
  );
}
