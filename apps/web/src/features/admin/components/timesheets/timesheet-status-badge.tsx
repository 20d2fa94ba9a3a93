import { Badge, VisuallyHidden } from '@mantine/core';
import {
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_MESSAGES,
  TIMESHEET_STATUS_LABELS,
  type TimesheetStatus,
} from '@ojt/domain';
import classes from '../status-badge.module.css';

// Each pair passes WCAG AA (4.5:1) for the badge's small bold text; the word says it without colour.
const LOOK: Record<TimesheetStatus, { color: string; c: string }> = {
  Draft: { color: 'gray.7', c: 'white' },
  Submitted: { color: 'blue.8', c: 'white' },
  Returned: { color: 'yellow.4', c: 'dark.9' },
  Approved: { color: 'teal.9', c: 'white' },
};

/** A month's state as a badge. */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const look = LOOK[status];
  return (
    <Badge variant="filled" color={look.color} c={look.c} tt="none" size="md" className={classes.badge}>
      {TIMESHEET_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A month not approved by its cut-off (or approved after it). */
export function LateBadge() {
  return (
    <Badge variant="outline" color="red.9" c="red.9" tt="none" size="md" className={classes.badge}>
      {TEXT.lateBadge}
    </Badge>
  );
}

/** 'Pay cycle 1' or 'Pay cycle 2'; a dash (read 'Not fixed yet') before the month is approved. */
export function PayCycleText({ cycle }: { cycle: 1 | 2 | null }) {
  if (cycle === 1) return TIMESHEET_MESSAGES.payCycleOne;
  if (cycle === 2) return TIMESHEET_MESSAGES.payCycleTwo;
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{TEXT.payCycleNotFixed}</VisuallyHidden>
    </>
  );
}
