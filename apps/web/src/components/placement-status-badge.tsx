import { Badge } from '@mantine/core';
import { PLACEMENT_STATUS, placementStatusLabel } from '@ojt/domain';
import { APPROVED_GREEN } from './timesheet-colors';

// Each colour passes WCAG AA with white for the badge's small bold text; the word says it without colour.
const STATUS_COLORS: Record<number, string> = {
  [PLACEMENT_STATUS.APPLIED]: 'blue.8',
  [PLACEMENT_STATUS.INTERVIEW_SCHEDULED]: 'violet.8',
  [PLACEMENT_STATUS.SELECTED]: 'teal.9',
  [PLACEMENT_STATUS.NOT_SELECTED]: 'red.9',
  // Mantine's green.9 under white is 4.4:1 (axe: below AA for the badge's small text).
  [PLACEMENT_STATUS.PLACED]: APPROVED_GREEN,
  [PLACEMENT_STATUS.WITHDRAWN]: 'gray.7',
  [PLACEMENT_STATUS.COMPLETED]: 'dark.6',
  [PLACEMENT_STATUS.TRANSFERRED]: 'indigo.9',
  [PLACEMENT_STATUS.EXITED_EARLY]: 'pink.9',
};

/** An application's status (PRODUCT.md §4: 1 Applied … 7 Completed, 8 Transferred, 9 Exited early) as a badge. */
export function PlacementStatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="filled" color={STATUS_COLORS[status] ?? 'gray.7'} c="white" tt="none" size="md">
      {placementStatusLabel(status) || 'Unknown'}
    </Badge>
  );
}
