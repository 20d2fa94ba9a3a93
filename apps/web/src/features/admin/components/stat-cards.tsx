import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { FAILED_MAIL_DETAIL, failedMailMessage } from '@ojt/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { StatCard } from '../../../components/stat-card';
import { useAdminStats } from '../api/get-admin-stats';
import { ListError } from './list-states';

export const STATS_ERROR_TEXT = 'Failed to load statistics. Please try again.';

/**
 * The Overview tab: four counts from GET /api/Admin/Stats (spec 1 §2), and a warning above them when
 * the outbox gave up on some mail (issue 12): users are waiting for links or passwords.
 */
export function StatCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} role="status" aria-label="Loading statistics">
        {['employers', 'learners', 'pending', 'rate'].map((key) => (
          <Skeleton key={key} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.isError) return <ListError message={STATS_ERROR_TEXT} onRetry={() => void stats.refetch()} />;

  const { employers, learners, approvalRate, failedMail } = stats.data;
  return (
    <Stack gap="md">
      {failedMail > 0 ? (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title={failedMailMessage(failedMail)}
          icon={<IconAlertTriangle aria-hidden />}
        >
          {FAILED_MAIL_DETAIL}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Total Employers"
          value={String(employers.total)}
          detail={`${employers.approved} approved · ${employers.pending} pending`}
        />
        <StatCard
          label="Total Learners"
          value={String(learners.total)}
          detail={`${learners.approved} approved · ${learners.pending} pending`}
        />
        <StatCard
          label="Pending Approvals"
          value={String(employers.pending + learners.pending)}
          detail={`${employers.pending} employers · ${learners.pending} learners`}
        />
        <StatCard
          label="Approval Rate"
          value={`${Math.round(approvalRate)}%`}
          detail="of all registrations approved"
        />
      </SimpleGrid>
    </Stack>
  );
}
