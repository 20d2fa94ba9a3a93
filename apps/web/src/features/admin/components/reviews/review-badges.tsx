import { Badge } from '@mantine/core';
import { type AdminReview, MESSAGES, REVIEW_ADMIN_MESSAGES as TEXT } from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import classes from '../status-badge.module.css';

// Each pair passes WCAG AA (4.5:1) for the badge's small bold text; the word says it without colour.
const STATUS_LOOK: Record<AdminReview['status'], { label: string; color: string; c: string }> = {
  overdue: { label: MESSAGES.reviewStatusOverdue, color: 'red.9', c: 'white' },
  due: { label: MESSAGES.reviewStatusDue, color: 'yellow.4', c: 'dark.9' },
  done: { label: MESSAGES.reviewStatusDone, color: 'teal.9', c: 'white' },
  upcoming: { label: MESSAGES.reviewStatusUpcoming, color: 'gray.2', c: 'dark.9' },
};

const STATUS_ICON = {
  overdue: IconAlertTriangle,
  due: IconClock,
  done: IconCircleCheck,
  upcoming: IconClock,
};

/** Where a review stands, in words ('Overdue', 'Due', 'Signed off', 'Upcoming') with an icon. */
export function ReviewStatusBadge({ status }: { status: AdminReview['status'] }) {
  const look = STATUS_LOOK[status];
  const Icon = STATUS_ICON[status];
  return (
    <Badge
      variant="filled"
      color={look.color}
      c={look.c}
      tt="none"
      size="md"
      className={classes.badge}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {look.label}
    </Badge>
  );
}

const RISK_LOOK: Record<NonNullable<AdminReview['risk']>, { label: string; color: string; c: string }> = {
  Low: { label: TEXT.riskLow, color: 'teal.9', c: 'white' },
  Medium: { label: TEXT.riskMedium, color: 'yellow.4', c: 'dark.9' },
  High: { label: TEXT.riskHigh, color: 'red.9', c: 'white' },
};

/** The officer's risk of a signed-off review, in words; a dash before sign-off. */
export function RiskBadge({ risk }: { risk: AdminReview['risk'] }) {
  if (!risk) return <span>{TEXT.noRisk}</span>;
  const look = RISK_LOOK[risk];
  return (
    <Badge variant="filled" color={look.color} c={look.c} tt="none" size="md" className={classes.badge}>
      {look.label}
    </Badge>
  );
}
