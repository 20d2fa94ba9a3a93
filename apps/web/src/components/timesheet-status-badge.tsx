import { Badge } from '@mantine/core';
import { type TimesheetStatus, timesheetStatusLabel } from '@ojt/domain';
import { APPROVED_GREEN } from './timesheet-colors';

// Each colour passes WCAG AA with white for the badge's small bold text; the word says it without colour.
const STATUS_COLORS: Record<TimesheetStatus | 'none', string> = {
  none: 'gray.7',
  Draft: 'blue.8',
  Submitted: 'violet.8',
  Returned: 'red.9',
  Approved: APPROVED_GREEN,
};

/** A month's attendance state as a badge; `null` is a month with no record yet ('Not started'). */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus | null }) {
  return (
    // min-width: in a narrow table column the badge keeps its word whole (Mantine clips to the box).
    <Badge
      variant="filled"
      color={STATUS_COLORS[status ?? 'none']}
      c="white"
      tt="none"
      size="md"
      miw="max-content"
    >
      {timesheetStatusLabel(status)}
    </Badge>
  );
}
