import { Table, Text } from '@mantine/core';
import { monthAbbreviated, type PaymentLine, PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT } from '@ojt/domain';
import classes from '../admin-list.module.css';
import { PaymentLineStatusBadge } from './payment-run-badges';

const LINE_COLUMNS = [
  TEXT.payeeColumn,
  TEXT.employeeIdColumn,
  TEXT.monthColumn,
  TEXT.daysColumn,
  TEXT.amountColumn,
  TEXT.accountColumn,
  TEXT.lineStatusColumn,
  TEXT.failedReasonColumn,
] as const;

function LineRow({ line, held }: { line: PaymentLine; held: boolean }) {
  const [payee, employeeId, month, days, amount, account, status, reason] = LINE_COLUMNS;
  const why = held ? TEXT.heldWhy : line.failedReason;
  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.lead} data-label={payee}>
        <Text fw={600} size="sm">
          {line.learnerName ?? line.payeeName}
        </Text>
        <Text size="xs" c="dimmed">
          {line.kind === 'claim' ? `${TEXT.claimPayee} · ${line.employerName}` : line.employerName}
        </Text>
      </Table.Th>
      <Table.Td data-label={employeeId}>{line.employeeId}</Table.Td>
      <Table.Td data-label={month} className={classes.nowrap}>
        {monthAbbreviated(line.month)}
      </Table.Td>
      <Table.Td data-label={days}>{line.daysCredited ?? '—'}</Table.Td>
      <Table.Td data-label={amount} className={classes.nowrap}>
        {line.amountText}
      </Table.Td>
      <Table.Td data-label={account} className={classes.nowrap}>
        {line.account ? `${line.bankName ?? ''} ${line.account}`.trim() : TEXT.noAccount}
      </Table.Td>
      <Table.Td data-label={status}>
        <PaymentLineStatusBadge status={line.status} heldReason={line.heldReason} />
      </Table.Td>
      <Table.Td data-label={reason}>{why ?? '—'}</Table.Td>
    </Table.Tr>
  );
}

/** A run's lines (or its held lines, with why), as a table on wide screens and cards on phones. */
export function PaymentLinesTable({
  label,
  lines,
  held = false,
}: {
  label: string;
  lines: readonly PaymentLine[];
  held?: boolean;
}) {
  return (
    // A region of its own that the keyboard can scroll when the table is wider than the dialog.
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      className={classes.scroll}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <Table className={classes.table} verticalSpacing="sm" withTableBorder>
        <caption className={classes.caption}>{label}</caption>
        <Table.Thead>
          <Table.Tr>
            {LINE_COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <LineRow key={line.lineId} line={line} held={held} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
