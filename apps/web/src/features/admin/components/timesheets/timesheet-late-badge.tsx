import { Badge, VisuallyHidden } from '@mantine/core';
import { TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT, TIMESHEET_MESSAGES } from '@ojt/domain';
import classes from '../status-badge.module.css';

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
