import { Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  approveClaimLabel,
  approveClaimQuestion,
  FUNDING_MESSAGES,
  MESSAGES,
  monthAbbreviated,
  type ReimbursementClaim,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RecordButton } from '../../../../components/record-button';
import { useApproveClaim, usePendingClaims } from '../../api/reimbursement-claims';
import classes from '../admin-list.module.css';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';

const COLUMNS = [
  TEXT.payeeColumn,
  TEXT.monthColumn,
  TEXT.amountColumn,
  TEXT.linesLabel,
  TEXT.actionsColumn,
] as const;

function ClaimRow({ claim, onApprove }: { claim: ReimbursementClaim; onApprove: () => void }) {
  const [employer, month, amount, lines, actions] = COLUMNS;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={employer}>
        <Text fw={600} size="sm">
          {claim.employerName}
        </Text>
        <Text size="xs" c="dimmed">
          {claim.empId}
        </Text>
      </Table.Th>
      <Table.Td data-label={month} className={classes.nowrap}>
        {monthAbbreviated(claim.month)}
      </Table.Td>
      <Table.Td data-label={amount} className={classes.nowrap}>
        {claim.amountText}
      </Table.Td>
      <Table.Td data-label={lines}>
        {claim.lines.map((line) => (
          <div key={line.timesheetId} className={classes.secondary}>
            {line.learnerName} · {monthAbbreviated(line.month)}: {line.reimbursedText}
          </div>
        ))}
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          <RecordButton
            icon={IconCheck}
            label={approveClaimLabel(claim.employerName, claim.month)}
            onClick={onApprove}
          >
            {TEXT.approveAction}
          </RecordButton>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** The employers' pending reimbursement claims; approving one (after asking) lets the next run pay it. */
export function ClaimsSection() {
  const query = usePendingClaims();
  const approve = useApproveClaim();
  const [asking, setAsking] = useState<ReimbursementClaim | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    if (!asking) return;
    approve.mutate(asking.claimId, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || FUNDING_MESSAGES.claimApproved,
          message: asking.employerName,
        });
        setAsking(null);
      },
      onError: (error) =>
        setFailure(
          actionFailureText(error, { fallback: TEXT.actionFailed, network: MESSAGES.networkErrorTryAgain }),
        ),
    });
  };
  const body = query.isPending ? (
    <ListSkeleton label={TEXT.loadingClaims} rows={2} />
  ) : query.isError ? (
    <ListError message={TEXT.failedLoadClaims} onRetry={() => void query.refetch()} />
  ) : query.data.length === 0 ? (
    <ListEmpty message={TEXT.noClaims} />
  ) : (
    <Table.ScrollContainer minWidth={720} type="native" className={classes.scroll}>
      <Table className={classes.table} verticalSpacing="sm" withTableBorder>
        <caption className={classes.caption}>{TEXT.claimsTitle}</caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.map((claim) => (
            <ClaimRow
              key={claim.claimId}
              claim={claim}
              onApprove={() => {
                setFailure(null);
                setAsking(claim);
              }}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <section aria-labelledby="claims-heading">
      <Title order={3} size="h4" id="claims-heading">
        {TEXT.claimsTitle}
      </Title>
      <Text size="sm" mb="sm">
        {TEXT.claimsIntro}
      </Text>
      {body}
      <ConfirmDialog
        opened={asking !== null}
        title={TEXT.approveClaimTitle}
        confirmLabel={TEXT.approveClaimAction}
        loading={approve.isPending}
        error={failure}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking ? approveClaimQuestion(asking.employerName, asking.month, asking.amountText) : ''}
      </ConfirmDialog>
    </section>
  );
}
