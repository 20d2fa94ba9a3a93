import { Button, Checkbox, Table, Text } from '@mantine/core';
import {
  confirmPaidLabel,
  creditedOfText,
  PAYMENT_SCREEN_TEXTS as P,
  payCycleText,
  type StipendMonth,
  TIMESHEET_SCREEN_TEXTS as T,
  type Timesheet,
  timesheetMonthLabel,
} from '@ojt/domain';
import { StipendPaymentBadge } from '../../../../components/stipend-payment-badge';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import { TimesheetStatusBadge } from '../../../../components/timesheet-status-badge';
import classes from './timesheets.module.css';
import { learnerOf, sheetName } from './use-timesheet-actions';

/** The table's columns, in order (each phone card's labels too). */
export const TIMESHEET_COLUMNS = [
  T.selectColumn,
  T.learnerColumn,
  T.monthColumn,
  T.statusColumn,
  T.daysColumn,
  T.amountColumn,
  T.actionsColumn,
] as const;

export interface TimesheetRowProps {
  sheet: Timesheet;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onView: () => void;
  onApprove: () => void;
  onReturn: () => void;
  /** Where the month's payment is (GET /api/Employer/LearnerStipends), once known. */
  payment?: StipendMonth | undefined;
  onConfirmPaid?: () => void;
}

/** An approved month of a placement the employer pays, not yet confirmed: it may say it paid it. */
export const canConfirmPaid = (payment: StipendMonth | undefined) =>
  payment?.funding === 'employer' && payment.attendance === 'Approved' && payment.payment.state === 'not-due';

/** The month's payment under its state: a badge once approved, and the sentence. */
function PaymentCell({ payment }: { payment: StipendMonth | undefined }) {
  if (!payment) return null;
  return (
    <span className={classes.payment}>
      {payment.attendance === 'Approved' ? <StipendPaymentBadge state={payment.payment.state} /> : null}
      <Text size="xs" component="span">
        {payment.text}
      </Text>
    </span>
  );
}

/** One month of a learner, with where its payment is: a table row on a wide screen, a card on a phone. */
export function TimesheetRow(props: TimesheetRowProps) {
  const { sheet, selected, onSelect, onView, onApprove, onReturn, payment, onConfirmPaid } = props;
  const [select, learner, month, status, days, amount, actions] = TIMESHEET_COLUMNS;
  const name = sheetName(sheet);
  const submitted = sheet.status === 'Submitted';
  return (
    <Table.Tr>
      <Table.Td data-label={select}>
        {submitted ? (
          <span className={classes.select}>
            <Checkbox
              aria-label={`${T.selectColumn} ${name}`}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
            />
          </span>
        ) : null}
      </Table.Td>
      <Table.Th scope="row" data-label={learner}>
        <Text fw={600} size="sm">
          {learnerOf(sheet)}
        </Text>
      </Table.Th>
      <Table.Td data-label={month} className={classes.nowrap}>
        {timesheetMonthLabel(sheet.month)}
      </Table.Td>
      <Table.Td data-label={status}>
        <div>
          <TimesheetStatusBadge status={sheet.status} />
          {sheet.payCycle ? (
            <Text size="xs" mt={4}>
              {payCycleText(sheet.payCycle)}
            </Text>
          ) : null}
          <PaymentCell payment={payment} />
        </div>
      </Table.Td>
      <Table.Td data-label={days} className={classes.nowrap}>
        {creditedOfText(sheet.daysCredited, sheet.workingDays)}
      </Table.Td>
      <Table.Td data-label={amount} className={classes.nowrap}>
        {sheet.amountText}
      </Table.Td>
      <Table.Td data-label={actions}>
        <div className={classes.actions}>
          <Button size="xs" variant="default" onClick={onView} aria-label={`${T.viewDays}: ${name}`}>
            {T.viewDays}
          </Button>
          {submitted ? (
            <>
              <Button
                size="xs"
                color={APPROVED_GREEN}
                onClick={onApprove}
                aria-label={`${T.approve}: ${name}`}
              >
                {T.approve}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={onReturn}
                aria-label={`${T.returnAction}: ${name}`}
              >
                {T.returnAction}
              </Button>
            </>
          ) : null}
          {onConfirmPaid && canConfirmPaid(payment) ? (
            <Button
              size="xs"
              color={APPROVED_GREEN}
              onClick={onConfirmPaid}
              aria-label={confirmPaidLabel(name)}
            >
              {P.confirmPaid}
            </Button>
          ) : null}
        </div>
      </Table.Td>
    </Table.Tr>
  );
}
