import { Button, Checkbox, Table, Text } from '@mantine/core';
import {
  creditedOfText,
  payCycleText,
  TIMESHEET_SCREEN_TEXTS as T,
  type Timesheet,
  timesheetMonthLabel,
} from '@ojt/domain';
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
}

/** One month of a learner: a table row on a wide screen, a card on a phone. */
export function TimesheetRow({ sheet, selected, onSelect, onView, onApprove, onReturn }: TimesheetRowProps) {
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
        </div>
      </Table.Td>
    </Table.Tr>
  );
}
