import type { AccountStatus } from '@ojt/domain';
import { IconEye } from '@tabler/icons-react';
import { DecisionButton, RecordButton } from '../../../components/record-button';
import classes from './admin-list.module.css';

export interface RowActionsProps {
  /** The row's name, in each button's accessible name ('Approve Acme Ltd'): the buttons of 10 rows differ. */
  name: string;
  status: AccountStatus;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** The approval is running (after its confirmation): its button spins, the row's other decision waits. */
  approving: boolean;
  /** A rejection of this row is running. */
  rejecting?: boolean;
}

/** View, and for pending rows only, Approve and Reject (spec 1 §4, PRODUCT.md §3). */
export function RowActions(props: RowActionsProps) {
  const { name, status, approving, rejecting = false } = props;
  const busy = approving || rejecting;
  const decisions = [
    { decision: 'accept', text: 'Approve', running: approving, onClick: props.onApprove },
    { decision: 'refuse', text: 'Reject', running: rejecting, onClick: props.onReject },
  ] as const;
  return (
    <div className={classes.actions}>
      <RecordButton icon={IconEye} label={`View ${name}`} onClick={props.onView}>
        View
      </RecordButton>
      {status === 'pending' &&
        decisions.map(({ decision, text, running, onClick }) => (
          <DecisionButton
            key={decision}
            decision={decision}
            loading={running}
            disabled={busy}
            label={`${text} ${name}`}
            onClick={onClick}
          >
            {text}
          </DecisionButton>
        ))}
    </div>
  );
}

export interface DetailActionsProps {
  /** The record's name, in each button's accessible name, as in its row. */
  name: string;
  status: AccountStatus;
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
  rejecting: boolean;
}

/**
 * Approve and Reject inside a pending record's detail view (issue 16), so an admin who has just read
 * the application decides there; each asks for confirmation as in the row. Nothing once decided.
 */
export function DetailActions({ name, status, approving, rejecting, ...props }: DetailActionsProps) {
  if (status !== 'pending') return null;
  const busy = approving || rejecting;
  return (
    <div className={classes.actions}>
      <DecisionButton
        decision="accept"
        loading={approving}
        disabled={busy}
        label={`Approve ${name}`}
        onClick={props.onApprove}
      >
        Approve
      </DecisionButton>
      <DecisionButton
        decision="refuse"
        loading={rejecting}
        disabled={busy}
        label={`Reject ${name}`}
        onClick={props.onReject}
      >
        Reject
      </DecisionButton>
    </div>
  );
}
