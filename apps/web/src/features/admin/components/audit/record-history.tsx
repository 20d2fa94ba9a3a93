import { Group, Loader, Text, Title } from '@mantine/core';
import { type AuditRecordType, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { formatDateTime } from '../../../../components/date-text';
import { useAuditTrail } from '../../api/get-audit-trail';
import { PagedQueryPagination } from '../admin-list';
import { ListError } from '../list-states';
import classes from './audit.module.css';
import { auditActionLabel, auditActorText, auditDetailText } from './audit-format';

const HISTORY_PAGE_SIZE = 10;

export interface RecordHistoryProps {
  recordType: AuditRecordType;
  recordId: string;
}

/**
 * A record's History on its detail view (issue 11): the audit entries about it, newest first, a page
 * of 10 at a time (GET AuditTrail?recordType&recordId).
 */
export function RecordHistory({ recordType, recordId }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const query = useAuditTrail({
    actor: '',
    action: '',
    recordType,
    recordId,
    from: '',
    to: '',
    page,
    pageSize: HISTORY_PAGE_SIZE,
  });
  const headingId = `history-${recordType}-${recordId}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mt="lg" mb="sm">
        {MESSAGES.auditHistoryTitle}
      </Title>
      <HistoryBody query={query} setPage={setPage} />
    </section>
  );
}

function HistoryBody({
  query,
  setPage,
}: {
  query: ReturnType<typeof useAuditTrail>;
  setPage: (page: number) => void;
}) {
  if (query.isPending)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{MESSAGES.auditHistoryLoading}</Text>
      </Group>
    );
  if (query.isError)
    return <ListError message={MESSAGES.failedLoadHistory} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (data.items.length === 0)
    return (
      <Text size="sm" role="status">
        {MESSAGES.noHistoryEntries}
      </Text>
    );
  return (
    <>
      <ul className={classes.history} aria-busy={query.isPlaceholderData || undefined}>
        {data.items.map((entry) => {
          const detail = auditDetailText(entry.detail);
          return (
            <li key={entry.id}>
              <Text size="sm" fw={600}>
                {auditActionLabel(entry.action)}
              </Text>
              <Text size="sm">
                {formatDateTime(entry.at)} · {auditActorText(entry)}
                {entry.ip ? ` · ${entry.ip}` : ''}
              </Text>
              {detail && <Text size="sm">{detail}</Text>}
            </li>
          );
        })}
      </ul>
      {data.total > data.pageSize && (
        <PagedQueryPagination
          label={MESSAGES.auditHistoryTitle}
          data={data}
          busy={query.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </>
  );
}
