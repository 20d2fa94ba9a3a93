import { Badge } from '@mantine/core';
import { STIPEND_PAYMENT_LABELS, type StipendPaymentState } from '@ojt/domain';
import { APPROVED_GREEN, HELD_ORANGE } from './timesheet-colors';

// Each colour passes WCAG AA with white for the badge's small bold text; the word says it without colour.
const PAYMENT_COLORS: Record<StipendPaymentState, string> = {
  'not-due': 'gray.7',
  held: HELD_ORANGE,
  'in-run': 'blue.8',
  sent: 'violet.8',
  paid: APPROVED_GREEN,
  failed: 'red.9',
  'paid-by-employer': APPROVED_GREEN,
};

/** Where a month's stipend is, as a badge ('Paid', 'Failed', 'In a payment run', …). */
export function StipendPaymentBadge({ state }: { state: StipendPaymentState }) {
  return (
    <Badge variant="filled" color={PAYMENT_COLORS[state]} c="white" tt="none" size="md">
      {STIPEND_PAYMENT_LABELS[state]}
    </Badge>
  );
}
