import { Badge } from '@mantine/core';
import { type PaymentLineStatus, type PaymentRunStatus, PAYMENT_RUN_MESSAGES as RUN } from '@ojt/domain';
import classes from '../status-badge.module.css';

// Each pair passes WCAG AA (4.5:1) for the badge's small bold text; the word says it without colour.
const RUN_LOOK: Record<PaymentRunStatus, { color: string; c: string; label: string }> = {
  Draft: { color: 'gray.7', c: 'white', label: RUN.runDraft },
  Approved: { color: 'blue.8', c: 'white', label: RUN.runApprovedLabel },
  Sent: { color: 'indigo.8', c: 'white', label: RUN.runSent },
  Closed: { color: 'teal.9', c: 'white', label: RUN.runClosed },
  Rejected: { color: 'red.9', c: 'white', label: RUN.runRejectedLabel },
};

const LINE_LOOK: Record<PaymentLineStatus, { color: string; c: string; label: string }> = {
  Held: { color: 'yellow.4', c: 'dark.9', label: RUN.lineHeld },
  Pending: { color: 'gray.7', c: 'white', label: RUN.linePending },
  Paid: { color: 'teal.9', c: 'white', label: RUN.linePaid },
  Failed: { color: 'red.9', c: 'white', label: RUN.lineFailed },
};

function Look({ look }: { look: { color: string; c: string; label: string } }) {
  return (
    <Badge variant="filled" color={look.color} c={look.c} tt="none" size="md" className={classes.badge}>
      {look.label}
    </Badge>
  );
}

/** A run's state as a badge. */
export function PaymentRunStatusBadge({ status }: { status: PaymentRunStatus }) {
  return <Look look={RUN_LOOK[status]} />;
}

/** A line's state as a badge; a Held line says why when the answer does ('Held: Agreement not confirmed'). */
export function PaymentLineStatusBadge({
  status,
  heldReason,
}: {
  status: PaymentLineStatus;
  heldReason?: string | null | undefined;
}) {
  const look = LINE_LOOK[status];
  if (status === 'Held' && heldReason) {
    const reason = `${heldReason.charAt(0).toLowerCase()}${heldReason.slice(1)}`;
    return <Look look={{ ...look, label: `Held: ${reason}` }} />;
  }
  return <Look look={look} />;
}
