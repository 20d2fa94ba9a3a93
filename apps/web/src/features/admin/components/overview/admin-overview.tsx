import { Stack } from '@mantine/core';
import { StatCards } from '../stat-cards';
import { PendingSignUps } from './pending-sign-ups';

/** The admin's Overview tab (issue 16): the counts, each opening its list, then the work queue. */
export function AdminOverview() {
  return (
    <Stack gap="lg">
      <StatCards />
      <PendingSignUps />
    </Stack>
  );
}
