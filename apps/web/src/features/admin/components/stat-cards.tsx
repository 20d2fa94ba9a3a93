import { SimpleGrid, Skeleton } from '@mantine/core';
import { StatCard } from '../../../components/stat-card';
import { useAdminStats } from '../api/get-admin-stats';
import { ListError } from './list-states';

export const STATS_ERROR_TEXT = 'Failed to load statistics. Please try again.';

/** The Overview tab: four counts from GET /api/Admin/Stats (spec 1 §2). */
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

  const { employers, learners, approvalRate } = stats.data;
  return (
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
  );
}
