import { Badge } from '@mantine/core';
import type { AccountStatus } from '@ojt/domain';
import classes from './status-badge.module.css';

// Each pair passes WCAG AA (4.5:1) for the badge's small bold text; the word says it without colour.
const LOOK: Record<AccountStatus, { label: string; color: string; c: string }> = {
  pending: { label: 'Pending', color: 'yellow.4', c: 'dark.9' },
  approved: { label: 'Approved', color: 'teal.9', c: 'white' },
  rejected: { label: 'Rejected', color: 'red.9', c: 'white' },
};

export function StatusBadge({ status }: { status: AccountStatus }) {
  const look = LOOK[status] ?? { label: status, color: 'gray.7', c: 'white' };
  return (
    <Badge variant="filled" color={look.color} c={look.c} tt="none" size="md" className={classes.badge}>
      {look.label}
    </Badge>
  );
}
