import { Button } from '@mantine/core';
import type { AccountStatus } from '@ojt/domain';
import { IconCheck, IconEye, IconX } from '@tabler/icons-react';
import classes from './admin-list.module.css';

export interface RowActionsProps {
  /** The row's name, in each button's accessible name ('Approve Acme Ltd'): the buttons of 10 rows differ. */
  name: string;
  status: AccountStatus;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** The approval is running: its button spins, the row's other decision waits. */
  approving: boolean;
  /** A rejection of this row is running. */
  rejecting?: boolean;
}

/** View, and for pending rows only, Approve and Reject (spec 1 §4, PRODUCT.md §3). */
export function RowActions(props: RowActionsProps) {
  const { name, status, approving, rejecting = false } = props;
  const busy = approving || rejecting;
  return (
    <div className={classes.actions}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`View ${name}`}
        onClick={props.onView}
      >
        View
      </Button>
      {status === 'pending' && (
        <>
          <Button
            size="xs"
            color="teal.9"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={approving}
            disabled={busy}
            aria-label={`Approve ${name}`}
            onClick={props.onApprove}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            leftSection={<IconX size={14} aria-hidden />}
            loading={rejecting}
            disabled={busy}
            aria-label={`Reject ${name}`}
            onClick={props.onReject}
          >
            Reject
          </Button>
        </>
      )}
    </div>
  );
}
