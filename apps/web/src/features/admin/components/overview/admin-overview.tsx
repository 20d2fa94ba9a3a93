import { Stack } from '@mantine/core';
import { StatCards } from '../stat-cards';
import { PendingSignUps } from './pending-sign-ups';
import { ReviewSummary } from './review-summary';

/**
 * The admin's Overview tab (issue 16): the counts, each opening its list, then the work queue: the
 * sign-ups waiting, and the progress reviews overdue, High risk or due this week (issue 29).
 */
export function AdminOverview() {
  return (
    <Stack gap="lg">
      <StatCards />
      <PendingSignUps />
      <ReviewSummary />
    </Stack>
  );
}
