import { Text, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { AuditList } from './audit-list';
import { AuditToolbar } from './audit-toolbar';
import { useAuditFilters } from './use-audit-filters';

/**
 * The Audit trail tab (issue 11): every recorded decision and identity view, searched by who, what,
 * which record and when, paged on the server, newest first. Read only: nobody edits the trail.
 */
export function AuditPanel() {
  const filters = useAuditFilters();
  return (
    <section aria-labelledby="audit-heading">
      <Title order={2} size="h3" id="audit-heading">
        {MESSAGES.auditTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {MESSAGES.auditIntro}
      </Text>
      <AuditToolbar filters={filters} />
      <AuditList filters={filters} />
    </section>
  );
}
