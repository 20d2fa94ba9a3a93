import { Table, Text } from '@mantine/core';
import { type AuditEntry, MESSAGES } from '@ojt/domain';
import { formatDateTime } from '../../../../components/date-text';
import { useAuditTrail } from '../../api/get-audit-trail';
import { ServerListTable } from '../admin-list';
import classes from '../admin-list.module.css';
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
        {/* An address is read whole: it never breaks (issue 30); the column widens for it. */}
        <div className={auditClasses.address}>{entry.ip ?? ''}</div>
      </Table.Td>
    </Table.Tr>
  );
}

/** One server page of the trail, newest first (ServerListTable: paging and states). */
export function AuditList({ filters }: { filters: AuditFilters }) {
  const query = useAuditTrail(filters.params);
  return (
    <ServerListTable
      label={MESSAGES.auditTitle}
      query={query}
      page={filters.page}
      setPage={filters.setPage}
      columns={AUDIT_COLUMNS}
      minWidth={860}
      loadingLabel={MESSAGES.auditLoading}
      emptyText={MESSAGES.noAuditEntries}
      errorText={MESSAGES.failedLoadAudit}
    >
      {(items) => items.map((entry) => <AuditRow key={entry.id} entry={entry} />)}
    </ServerListTable>
  );
}
