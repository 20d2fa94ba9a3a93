import { Table, Text } from '@mantine/core';
import {
  CHANGE_MESSAGES,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  type TimesheetDay,
  timesheetDayLabel,
} from '@ojt/domain';
import listClasses from '../admin-list.module.css';
import { LEAVE_NAMES, MARK_NAMES } from './timesheet-labels';
import classes from './timesheets.module.css';

const mark = (value: TimesheetDay['am']) => (value ? MARK_NAMES[value] : TEXT.notMarked);

export interface TimesheetDaysTableProps {
  days: readonly TimesheetDay[];
  caption: string;
  /** Days of a break in training (issue 29): rows reading "Break". */
  breakDates?: readonly string[];
}

/** A month's marked days and its break days, read-only, first to last. */
export function TimesheetDaysTable({ days, caption, breakDates = [] }: TimesheetDaysTableProps) {
  if (days.length === 0 && breakDates.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {TEXT.noDaysMarked}
      </Text>
    );
  const breaks = breakDates.map((date) => ({ date, onBreak: true as const }));
  const sorted = [...days.map((day) => ({ ...day, onBreak: false as const })), ...breaks].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  return (
    <Table.ScrollContainer minWidth={340} type="native" className={classes.days}>
      <Table verticalSpacing={4} withTableBorder striped>
        <caption className={listClasses.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{TEXT.dayColumn}</Table.Th>
            <Table.Th scope="col">{TEXT.amColumn}</Table.Th>
            <Table.Th scope="col">{TEXT.pmColumn}</Table.Th>
            <Table.Th scope="col">{TEXT.leaveReasonColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((day) => (
            <Table.Tr key={day.date}>
              <Table.Th scope="row" fw={600}>
                {timesheetDayLabel(day.date)}
              </Table.Th>
              {day.onBreak ? (
                <Table.Td colSpan={3} fw={600}>
                  {CHANGE_MESSAGES.breakLabel}
                </Table.Td>
              ) : (
                <>
                  <Table.Td>{mark(day.am)}</Table.Td>
                  <Table.Td>{mark(day.pm)}</Table.Td>
                  <Table.Td>{day.leaveReason ? LEAVE_NAMES[day.leaveReason] : ''}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
