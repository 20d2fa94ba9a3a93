import { Input, TextInput } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { type ChangeEvent, useState } from 'react';
import classes from './date-of-birth-input.module.css';

/** The three boxes of a date as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/** The parts of a held value: a 'YYYY-MM-DD' date, or an unfinished one kept as 'year-month-day'. */
export function dateParts(value: string): DateParts {
  // A record's date may come as a date-time; its date part is the date of birth.
  const [year = '', month = '', day = ''] = (value.split('T')[0] ?? '').split('-');
  return { day, month, year };
}

/**
 * The value the form holds and the API receives: '' when all three boxes are empty, 'YYYY-MM-DD'
 * once each holds a number ('3' becomes '03'), otherwise the parts as typed, which the domain's
 * date of birth rule refuses with its message.
 */
export function dateOfBirthValue({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  if (/^\d{1,2}$/.test(day) && /^\d{1,2}$/.test(month) && /^\d{4}$/.test(year)) {
    return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  }
  return `${year}-${month}-${day}`;
}

export interface DateOfBirthInputProps {
  /** The id of the Day box: labels, the error summary's link and a failed submit's focus go there. */
  id: string;
  label: string;
  /** 'YYYY-MM-DD', '' or an unfinished date (see `dateOfBirthValue`). */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The size of the form's other labels (the sign-up forms use 'md'). */
  size?: 'sm' | 'md';
}

const BOXES = [
  { part: 'day', label: MESSAGES.dateDay, size: 2, autoComplete: 'bday-day' },
  { part: 'month', label: MESSAGES.dateMonth, size: 2, autoComplete: 'bday-month' },
  { part: 'year', label: MESSAGES.dateYear, size: 4, autoComplete: 'bday-year' },
] as const;

/**
 * A date of birth as day, month and year (GOV.UK's memorable-date pattern, PRODUCT.md §5): three
 * numeric boxes under one legend, with a hint and one message, both describing the group (as
 * GOV.UK's does; each box is marked invalid). The boxes show what was typed; the
 * form holds the date the rules check.
 */
export function DateOfBirthInput(props: DateOfBirthInputProps) {
  const { id, label, value, onChange, error, required, disabled, size = 'sm' } = props;
  const [parts, setParts] = useState(() => dateParts(value));
  // A value set from outside (a reset, a record loaded) replaces what the boxes show.
  const [held, setHeld] = useState(value);
  if (value !== held) {
    setHeld(value);
    setParts(dateParts(value));
  }

  const change = (part: keyof DateParts, size: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [part]: event.currentTarget.value.replace(/\D/g, '').slice(0, size) };
    const date = dateOfBirthValue(next);
    setParts(next);
    setHeld(date);
    onChange(date);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <fieldset className={classes.group} data-size={size} aria-describedby={describedBy}>
      <legend className={classes.legend}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden>
            {' *'}
          </span>
        )}
      </legend>
      {/* Mantine's own hint and message, so that they read like every other field's. */}
      <Input.Description id={hintId} size={size} className={classes.hint}>
        {MESSAGES.dateOfBirthHint}
      </Input.Description>
      {error && (
        <Input.Error id={errorId} size={size} className={classes.error}>
          {error}
        </Input.Error>
      )}
      <div className={classes.boxes}>
        {BOXES.map((box) => (
          <TextInput
            key={box.part}
            id={box.part === 'day' ? id : `${id}-${box.part}`}
            label={box.label}
            value={parts[box.part]}
            onChange={change(box.part, box.size)}
            inputMode="numeric"
            autoComplete={box.autoComplete}
            maxLength={box.size}
            required={required}
            withAsterisk={false}
            disabled={disabled}
            error={Boolean(error)}
            className={box.size === 4 ? classes.year : classes.short}
          />
        ))}
      </div>
    </fieldset>
  );
}
