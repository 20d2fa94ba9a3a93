import { Checkbox, Table, Text } from '@mantine/core';
import { type AccountStatus, MESSAGES } from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { useDecisionMutation } from '../api/decision-mutation';
import rowClasses from './account-row.module.css';
import classes from './admin-list.module.css';
import bulkClasses from './bulk/office-bulk.module.css';
import { RowActions } from './row-actions';
import { StatusBadge } from './status-badge';

/** An approve or reject mutation, as `useDecisionMutation` builds it. */
export type Decision = ReturnType<typeof useDecisionMutation>;

/** What the panel hands each row: the row opens its details and asks to approve or reject through these. */
export interface RowHandlers {
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** An approval of this row is running. */
  approving: boolean;
  /** A rejection of this row is running. */
  rejecting: boolean;
  /** A pending row's place in the bulk selection (issue 30); none for decided rows. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
}

export interface AccountRowProps extends RowHandlers {
  /** The table's headers: the first labels the name, the last two the status and the actions. */
  columns: readonly string[];
  id: string;
  name: string;
  status: AccountStatus;
  /** The cells between the name and the status. */
  children: ReactNode;
}

/** Whether an applicant confirmed the address their credentials would go to (issue 16); nothing when unknown. */
export function EmailCheck({ verified }: { verified: boolean | undefined }) {
  if (verified === undefined) return null;
  const Icon = verified ? IconCircleCheck : IconAlertTriangle;
  return (
    <Text
      component="span"
      className={`${rowClasses.email} ${verified ? rowClasses.confirmed : rowClasses.unconfirmed}`}
    >
      <Icon size={14} aria-hidden />
      {verified ? MESSAGES.emailConfirmed : MESSAGES.emailNotConfirmed}
    </Text>
  );
}

/** One employer or learner: name and id, the kind's own cells, status, then View/Approve/Reject. */
export function AccountRow({ columns, id, name, status, children, selection, ...handlers }: AccountRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={columns[0]}>
        <div className={bulkClasses.pick}>
          {/* A decided row keeps the checkbox's room: the columns do not move when a row is decided. */}
          {selection ? (
            <Checkbox
              aria-label={`Select ${name}`}
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.currentTarget.checked)}
              mt={2}
            />
          ) : (
            <span className={bulkClasses.spacer} aria-hidden />
          )}
          <div>
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {id}
            </Text>
          </div>
        </div>
      </Table.Th>
      {children}
      <Table.Td data-label={columns.at(-2)} className={rowClasses.status}>
        <div className={classes.nowrap}>
          <StatusBadge status={status} />
        </div>
      </Table.Td>
      <Table.Td data-label={columns.at(-1)} className={rowClasses.actions}>
        <RowActions name={name} status={status} {...handlers} />
      </Table.Td>
    </Table.Tr>
  );
}
