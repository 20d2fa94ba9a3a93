import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import {
  claimStateLabel,
  PAYMENT_SCREEN_TEXTS as P,
  type ReimbursementClaim,
  timesheetMonthLabel,
} from '@ojt/domain';
import { type ReactNode, useId } from 'react';
import { EmptyBlock, LoadError, LoadingBlocks } from '../../../../components/load-states';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { useReimbursementClaims } from '../../api/get-reimbursement-claims';
import classes from './timesheets.module.css';

// Each colour passes WCAG AA with white for the badge's small bold text; the word says it without colour.
const claimColor = (claim: ReimbursementClaim) =>
  claim.status === 'Pending'
    ? 'gray.7'
    : claim.payment.state === 'paid'
      ? APPROVED_GREEN
      : claim.payment.state === 'failed'
        ? 'red.9'
        : 'blue.8';

function ClaimCard({ claim }: { claim: ReimbursementClaim }) {
  const label = timesheetMonthLabel(claim.month);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{label}</Text>
          <Group gap="xs">
            <Text fw={700}>{claim.amountText}</Text>
            <Badge variant="filled" color={claimColor(claim)} c="white" tt="none">
              {claimStateLabel(claim.status, claim.payment.state)}
            </Badge>
          </Group>
        </Group>
        {claim.payment.failedReason ? (
          <Text size="sm" c="red.9">
            {claim.payment.failedReason}
          </Text>
        ) : null}
        <Table className={classes.table} verticalSpacing={4} fz="sm">
          <caption className={classes.caption}>{`${label}: ${P.claimLinesCaption}`}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{P.learnerColumn}</Table.Th>
              <Table.Th scope="col">{P.monthColumn}</Table.Th>
              <Table.Th scope="col">{P.stipendColumn}</Table.Th>
              <Table.Th scope="col">{P.reimbursedColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {claim.lines.map((line) => (
              <Table.Tr key={line.timesheetId}>
                <Table.Th scope="row" data-label={P.learnerColumn}>
                  {line.learnerName}
                </Table.Th>
                <Table.Td data-label={P.monthColumn}>{timesheetMonthLabel(line.month)}</Table.Td>
                <Table.Td data-label={P.stipendColumn}>{line.stipendText}</Table.Td>
                <Table.Td data-label={P.reimbursedColumn}>{line.reimbursedText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

/** The employer's reimbursement claims (issue 28), newest first: month, amount, state and lines. */
export function ReimbursementClaims() {
  const headingId = useId();
  const query = useReimbursementClaims();
  let body: ReactNode;
  if (query.isPending) body = <LoadingBlocks label={P.loadingClaims} count={2} height={96} />;
  else if (query.isError)
    body = (
      <LoadError message={P.failedLoadClaims} error={query.error} onRetry={() => void query.refetch()} />
    );
  else if (query.data.length === 0) body = <EmptyBlock message={P.noClaims} />;
  else
    body = (
      <Stack component="ul" gap="sm" className={classes.claimList}>
        {query.data.map((claim) => (
          <ClaimCard key={claim.claimId} claim={claim} />
        ))}
      </Stack>
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={3} size="h4" id={headingId}>
          {P.claimsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {P.claimsIntro}
        </Text>
      </div>
      {body}
    </Stack>
  );
}
