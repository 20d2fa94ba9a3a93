import { Table, Text } from '@mantine/core';
import type { AccountStatus } from '@ojt/domain';
import type { ReactNode } from 'react';
import type { useDecisionMutation } from '../api/decision-mutation';
import classes from './admin-list.module.css';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

/** An approve or reject mutation, as `useDecisionMutation` builds it. */
export type Decision = ReturnType<typeof useDecisionMutation>;

/** What the panel hands each row: the row opens its details and asks to reject through these. */
export interface RowHandlers {
  onView: () => void;
  onReject: () => void;
  /** A rejection of this row is running. */
  rejecting: boolean;
}

export interface AccountRowProps extends RowHandlers {
  /** The table's headers: the first labels the name, the last two the status and the actions. */
  columns: readonly string[];
  id: string;
  name: string;
  status: AccountStatus;
  /** This row's own approval, so only its button spins. */
  approve: Decision;
  /** The cells between the name and the status. */
  children: ReactNode;
}

/** One employer or learner: name and id, the kind's own cells, status, then View/Approve/Reject. */
export function AccountRow({ columns, id, name, status, approve, children, ...handlers }: AccountRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={columns[0]}>
        <Text fw={600} size="sm">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {id}
        </Text>
      </Table.Th>
      {children}
      <Table.Td data-label={columns.at(-2)}>
        <div className={classes.nowrap}>
          <StatusBadge status={status} />
        </div>
      </Table.Td>
      <Table.Td data-label={columns.at(-1)}>
        <RowActions
          name={name}
          status={status}
          onView={handlers.onView}
          onApprove={() => approve.mutate(id)}
          onReject={handlers.onReject}
          approving={approve.isPending}
          rejecting={handlers.rejecting}
        />
      </Table.Td>
    </Table.Tr>
  );
}
