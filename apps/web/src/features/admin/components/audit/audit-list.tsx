import { Table, Text } from '@mantine/core';
import { type AuditEntry, MESSAGES } from '@ojt/domain';
import { useEffect } from 'react';
import { formatDateTime } from '../../../../components/date-text';
import { useAuditTrail } from '../../api/get-audit-trail';
import { pageCount } from '../../utils/format';
import classes from '../admin-list.module.css';
import { ListPagination } from '../list-pagination';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';
import auditClasses from './audit.module.css';
import { auditActionLabel, auditActorText, auditDetailText } from './audit-format';
import type { AuditFilters } from './use-audit-filters';

export const AUDIT_COLUMNS = ['When', 'Who', 'What', 'Record', 'Details', 'Address'] as const;

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [when, who, what, record, details, address] = AUDIT_COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={when}>
        <Text size="sm" className={classes.nowrap}>
          {formatDateTime(entry.at)}
        </Text>
      </Table.Th>
      <Table.Td data-label={who}>
        <div className={classes.secondary}>{auditActorText(entry)}</div>
      </Table.Td>
      <Table.Td data-label={what}>
        <Text size="sm" fw={600}>
          {auditActionLabel(entry.action)}
        </Text>
      </Table.Td>
      <Table.Td data-label={record}>
        <div className={classes.secondary}>
          {entry.recordType} {entry.recordId}
        </div>
      </Table.Td>
      <Table.Td data-label={details}>
        <div className={auditClasses.detail}>{auditDetailText(entry.detail)}</div>
      </Table.Td>
      <Table.Td data-label={address}>
        <div className={auditClasses.detail}>{entry.ip ?? ''}</div>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * One server page of the trail with Previous/Next, and the loading, error and empty states. Wide
 * screens see a table; phones see each entry as a card (admin-list.module.css).
 */
export function AuditList({ filters }: { filters: AuditFilters }) {
  const query = useAuditTrail(filters.params);
  const data = query.data;
  const { page, setPage } = filters;

  // New entries can reshape the pages: step back to the new last page when this one empties.
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const overshot = Boolean(data && !query.isPlaceholderData && data.items.length === 0 && page > lastPage);
  useEffect(() => {
    if (overshot) setPage(lastPage);
  }, [overshot, lastPage, setPage]);

  if (query.isPending) return <ListSkeleton label={MESSAGES.auditLoading} />;
  if (query.isError)
    return <ListError message={MESSAGES.failedLoadAudit} onRetry={() => void query.refetch()} />;
  if (!data || data.items.length === 0) return <ListEmpty message={MESSAGES.noAuditEntries} />;
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
          <caption className={classes.caption}>{MESSAGES.auditTitle}</caption>
          <Table.Thead>
            <Table.Tr>
              {AUDIT_COLUMNS.map((column) => (
                <Table.Th key={column} scope="col">
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        label={MESSAGES.auditTitle}
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={setPage}
        busy={query.isPlaceholderData}
      />
    </>
  );
}
