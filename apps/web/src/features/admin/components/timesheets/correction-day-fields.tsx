import { NativeSelect } from '@mantine/core';
import { TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT, timesheetDayLabel } from '@ojt/domain';
import type { ChangeEvent, ReactNode } from 'react';
import type { CorrectionDayValues } from '../../api/correct-timesheet';
import { leaveOptions, markOptions } from './timesheet-labels';
import classes from './timesheets.module.css';
import type { DayField } from './use-correction-form';

const MARKS = markOptions(TEXT.notMarked);
const LEAVES = leaveOptions('—');

export interface CorrectionDayFieldsProps {
  day: CorrectionDayValues;
  index: number;
  idFor: (path: string) => string;
  /** The message under one of the day's selects, if any. */
  errorOf: (field: DayField) => ReactNode;
  onMark: (field: DayField, value: string) => void;
}

/** One day of the correction: its a.m. and p.m. marks, and the leave reason while either is Leave. */
export function CorrectionDayFields({ day, index, idFor, errorOf, onMark }: CorrectionDayFieldsProps) {
  const onLeave = day.am === 'L' || day.pm === 'L';
  const select = (field: DayField) => ({
    id: idFor(`days.${index}.${field}`),
    size: 'xs' as const,
    value: day[field],
    error: errorOf(field),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onMark(field, event.currentTarget.value),
  });
  return (
    <fieldset className={classes.dayRow}>
      <legend>{timesheetDayLabel(day.date)}</legend>
      <NativeSelect label={TEXT.amColumn} data={MARKS} {...select('am')} />
      <NativeSelect label={TEXT.pmColumn} data={MARKS} {...select('pm')} />
      <NativeSelect
        className={classes.reason}
        label={TEXT.leaveReasonColumn}
        data={LEAVES}
        disabled={!onLeave}
        {...select('leaveReason')}
      />
    </fieldset>
  );
}
