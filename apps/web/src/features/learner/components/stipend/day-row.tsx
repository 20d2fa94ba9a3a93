import { NativeSelect, SegmentedControl, Text } from '@mantine/core';
import {
  CHANGE_MESSAGES,
  LEAVE_REASON_LABELS,
  LEAVE_REASONS,
  type LeaveReason,
  MARK_LABELS,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
  type TimesheetDay,
  type TimesheetMark,
  timesheetDayLabel,
} from '@ojt/domain';
import { memo } from 'react';
import { APPROVED_GREEN } from '../../../../components/timesheet-colors';
import classes from './stipend.module.css';
import type { Half } from './use-month-form';

const MARKS: TimesheetMark[] = ['P', 'A', 'L'];
const MARK_OPTIONS = MARKS.map((mark) => ({ value: mark, label: MARK_LABELS[mark] }));
// The chosen mark's colour (each AA with white text); its word says it without colour.
const MARK_COLORS: Record<TimesheetMark, string> = { P: APPROVED_GREEN, A: 'red.9', L: 'blue.8' };
const REASON_OPTIONS = [
  { value: '', label: T.leaveReasonPlaceholder, disabled: true },
  ...LEAVE_REASONS.map((reason) => ({ value: reason, label: LEAVE_REASON_LABELS[reason] })),
];

const isMark = (value: string): value is TimesheetMark => (MARKS as string[]).includes(value);
const isReason = (value: string): value is LeaveReason =>
  (LEAVE_REASONS as readonly string[]).includes(value);

interface HalfDayProps {
  day: TimesheetDay;
  half: Half;
  dayLabel: string;
  onMark: (date: string, half: Half, mark: TimesheetMark) => void;
}

/** Present, Absent or Leave for one half of a day, as three radio buttons named 'Mon 2 Nov a.m.'. */
function HalfDay({ day, half, dayLabel, onMark }: HalfDayProps) {
  const label = half === 'am' ? T.amLabel : T.pmLabel;
  const mark = day[half];
  return (
    <div className={classes.half}>
      <Text size="sm" fw={600} aria-hidden>
        {label}
      </Text>
      <SegmentedControl
        aria-label={`${dayLabel} ${label}`}
        data={MARK_OPTIONS}
        value={mark ?? ''}
        onChange={(value) => {
          if (isMark(value)) onMark(day.date, half, value);
        }}
        color={mark ? MARK_COLORS[mark] : undefined}
        autoContrast
        fullWidth
        classNames={{ label: classes.segment }}
      />
    </div>
  );
}

export interface DayRowProps {
  day: TimesheetDay;
  reasonMissing: boolean;
  onMark: (date: string, half: Half, mark: TimesheetMark) => void;
  onReason: (date: string, reason: LeaveReason | null) => void;
}

/**
 * One working day: its a.m. and p.m. marks and, when either is Leave, the reason. A fieldset named
 * by the day; side by side on a wide screen, stacked on a phone.
 */
export const DayRow = memo(function DayRow({ day, reasonMissing, onMark, onReason }: DayRowProps) {
  const dayLabel = timesheetDayLabel(day.date);
  const leave = day.am === 'L' || day.pm === 'L';
  return (
    <fieldset className={classes.day}>
      <legend className={classes.dayName}>{dayLabel}</legend>
      <div className={classes.halves}>
        <HalfDay day={day} half="am" dayLabel={dayLabel} onMark={onMark} />
        <HalfDay day={day} half="pm" dayLabel={dayLabel} onMark={onMark} />
        {leave ? (
          <NativeSelect
            label={T.leaveReasonLabel}
            data={REASON_OPTIONS}
            value={day.leaveReason ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onReason(day.date, isReason(value) ? value : null);
            }}
            error={reasonMissing ? TIMESHEET_MESSAGES.leaveReasonRequired : undefined}
            classNames={{ input: classes.touch }}
          />
        ) : null}
      </div>
    </fieldset>
  );
});

/** The rows to mark and a break's days among them (issue 29), oldest first. */
export function withBreaks(dates: readonly string[], breakDates: readonly string[] = []) {
  const breaks = new Set(breakDates);
  return [...new Set([...dates, ...breakDates])].sort().map((date) => ({ date, onBreak: breaks.has(date) }));
}

/** A day of a break in training: named like the other days, "Break", nothing to mark. */
export function BreakDayRow({ date }: { date: string }) {
  return (
    <fieldset
      className={classes.day}
      aria-label={`${timesheetDayLabel(date)}: ${CHANGE_MESSAGES.breakLabel}`}
    >
      <legend className={classes.dayName}>{timesheetDayLabel(date)}</legend>
      <Text size="sm" fw={600} c="dimmed">
        {CHANGE_MESSAGES.breakLabel}
      </Text>
    </fieldset>
  );
}
