import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { FAILED_MAIL_DETAIL, failedMailMessage } from '@ojt/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminStats } from '../api/get-admin-stats';
import type { StatusFilter } from '../api/types';
import { ListError } from './list-states';
import { LinkedStatCard } from './overview/linked-stat-card';
import { type AccountTab, tabLink } from './overview/tab-links';

export const STATS_ERROR_TEXT = 'Failed to load statistics. Please try again.';

/** '5 approved', linking to the tab filtered to them. */
const countLink = (tab: AccountTab, status: StatusFilter, count: number, text = `${count} ${status}`) => (
  <Link to={tabLink(tab, { status })}>{text}</Link>
);

/**
 * The Overview tab's counts from GET /api/Admin/Stats (spec 1 §2), each leading to the table behind
 * it with the filter it names (issue 16), and a warning above them when the outbox gave up on some
 * mail (issue 12): users are waiting for links or passwords.
 */
export function StatCards() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} role="status" aria-label="Loading statistics">
        {['employers', 'learners', 'pending', 'rate'].map((key) => (
          <Skeleton key={key} height={118} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (stats.isError) return <ListError message={STATS_ERROR_TEXT} onRetry={() => void stats.refetch()} />;

  const { employers, learners, approvalRate, failedMail } = stats.data;
  // With no registrations there is no rate: '—', not a 0% that reads as all refused (issue 30).
  const registrations = employers.total + learners.total;
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
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <LinkedStatCard
          label="Total Employers"
          value={String(employers.total)}
          to={tabLink('employers')}
          detail={
            <>
              {countLink('employers', 'approved', employers.approved)} ·{' '}
              {countLink('employers', 'pending', employers.pending)}
            </>
          }
        />
        <LinkedStatCard
          label="Total Learners"
          value={String(learners.total)}
          to={tabLink('learners')}
          detail={
            <>
              {countLink('learners', 'approved', learners.approved)} ·{' '}
              {countLink('learners', 'pending', learners.pending)}
            </>
          }
        />
        <LinkedStatCard
          label="Pending Approvals"
          value={String(employers.pending + learners.pending)}
          detail={
            <>
              {countLink('employers', 'pending', employers.pending, `${employers.pending} employers`)} ·{' '}
              {countLink('learners', 'pending', learners.pending, `${learners.pending} learners`)}
            </>
          }
        />
        <LinkedStatCard
          label="Approval Rate"
          value={registrations === 0 ? '—' : `${Math.round(approvalRate)}%`}
          detail={registrations === 0 ? 'no registrations yet' : 'of all registrations approved'}
        />
      </SimpleGrid>
    </Stack>
  );
}
