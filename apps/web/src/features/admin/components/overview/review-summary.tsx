import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { REVIEW_ADMIN_MESSAGES as TEXT } from '@ojt/domain';
import { useReviewSummary } from '../../api/reviews';
import { ListError } from '../list-states';
import { LinkedStatCard } from './linked-stat-card';

/** The Reviews view's address, with its status filter set when `status` is given. */
export function reviewsLink(status?: 'due' | 'overdue' | 'done'): string {
  const params = new URLSearchParams({ tab: 'placements', view: 'reviews' });
  if (status) params.set('reviewStatus', status);
  return `?${params}`;
}

const HEADING_ID = 'review-summary-heading';

/**
 * The overview's progress reviews (issue 29): overdue reviews, High-risk placements and reviews due
 * this week, each card opening the Reviews view (filtered to overdue or due where it can).
 */
export function ReviewSummary() {
  const summary = useReviewSummary();
  let body: React.ReactNode;
  if (summary.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 3 }} role="status" aria-label={TEXT.loadingSummary}>
        {['overdue', 'risk', 'week'].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (summary.isError) {
    body = <ListError message={TEXT.failedLoadSummary} onRetry={() => void summary.refetch()} />;
  } else {
    const { overdue, highRisk, dueThisWeek } = summary.data;
    body = (
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <LinkedStatCard label={TEXT.overdueCard} value={String(overdue)} to={reviewsLink('overdue')} />
        <LinkedStatCard label={TEXT.highRiskCard} value={String(highRisk)} to={reviewsLink('done')} />
        <LinkedStatCard label={TEXT.dueThisWeekCard} value={String(dueThisWeek)} to={reviewsLink('due')} />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" id={HEADING_ID}>
        {TEXT.overviewTitle}
      </Title>
      {body}
    </Stack>
  );
}
