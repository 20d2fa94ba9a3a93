import { Table, Text } from '@mantine/core';
import {
  CHANGE_MESSAGES,
  LEAVE_REASON_LABELS,
  MARK_LABELS,
  TIMESHEET_SCREEN_TEXTS as T,
  type TimesheetDay,
  type TimesheetMark,
  timesheetDayLabel,
} from '@ojt/domain';
import classes from './timesheet-days.module.css';

function markText(mark: TimesheetMark | null, day: TimesheetDay): string {
  if (mark === null) return T.notMarked;
  if (mark === 'L' && day.leaveReason) return `${MARK_LABELS.L} (${LEAVE_REASON_LABELS[day.leaveReason]})`;
  return MARK_LABELS[mark];
}

export interface TimesheetDaysProps {
  /** The rows, oldest first: every date the month covers (a date without marks reads 'Not marked'). */
  dates: readonly string[];
  days: readonly TimesheetDay[];
  /** Names the table, e.g. 'November 2026: attendance by day'. */
  caption: string;
  /** Days of a break in training (issue 29): rows reading "Break", nothing to mark. */
  breakDates?: readonly string[];
}

/**
 * A month's marks, read-only: a row a day with its a.m. and p.m. (a leave's reason beside it). Three
 * short columns, so a 375 px phone reads it without scrolling sideways. A break's days read "Break".
 */
export function TimesheetDays({ dates, days, caption, breakDates = [] }: TimesheetDaysProps) {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const breaks = new Set(breakDates);
  const rows = [...new Set([...dates, ...breakDates])].sort();
  return (
    <Table className={classes.table} verticalSpacing={6} horizontalSpacing="xs" fz="sm" withTableBorder>
      <caption className={classes.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{T.dateColumn}</Table.Th>
          <Table.Th scope="col">{T.amLabel}</Table.Th>
          <Table.Th scope="col">{T.pmLabel}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((date) => {
          if (breaks.has(date))
            return (
              <Table.Tr key={date}>
                <Table.Th scope="row" className={classes.date}>
                  {timesheetDayLabel(date)}
                </Table.Th>
                <Table.Td colSpan={2}>
                  <Text span size="sm" fw={600}>
                    {CHANGE_MESSAGES.breakLabel}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          const day = byDate.get(date) ?? { date, am: null, pm: null, leaveReason: null };
          return (
            <Table.Tr key={date}>
              <Table.Th scope="row" className={classes.date}>
                {timesheetDayLabel(date)}
              </Table.Th>
              <Table.Td>
                <Text span size="sm" c={day.am ? undefined : 'dimmed'}>
                  {markText(day.am, day)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text span size="sm" c={day.pm ? undefined : 'dimmed'}>
                  {markText(day.pm, day)}
                </Text>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The rows of a month: the dates the answer names (its working dates, else its marked days), oldest first. */
export function timesheetRowDates(sheet: {
  workingDates?: string[];
  days: readonly TimesheetDay[];
}): string[] {
  const dates = new Set([...(sheet.workingDates ?? []), ...sheet.days.map((day) => day.date)]);
  return [...dates].sort();
}
