import { Input, TextInput } from '@mantine/core';
import {
  DATE_PARTS,
  type DatePart,
  type DateParts,
  dateOfBirthPartsProblem,
  joinDateOfBirth,
  MESSAGES,
  splitDateOfBirth,
} from '@ojt/domain';
import { type ChangeEvent, useState } from 'react';
import classes from './date-of-birth-input.module.css';

/** The boxes of a held value; a record's date may come as a date-time, whose date part is the date of birth. */
export function dateParts(value: string): DateParts {
  return splitDateOfBirth(value.split('T')[0] ?? '');
}

/**
 * The boxes a message is about: those the domain's rule names when the message is its answer for
 * what the boxes hold, else every box (nothing typed, or a message from elsewhere).
 */
function faultyParts(parts: DateParts, error: string | null | undefined): readonly DatePart[] {
  if (!error) return [];
  const problem = dateOfBirthPartsProblem(parts);
  return problem?.message === error ? problem.parts : DATE_PARTS;
}

export interface DateOfBirthInputProps {
  /**
   * The id of the first box at fault (the Day box when none is): the error summary's link and a
   * failed submit's focus go there. The other boxes are `{id}-day`, `{id}-month`, `{id}-year`.
   */
  id: string;
  label: string;
  /** 'YYYY-MM-DD', '' or an unfinished date (see the domain's `joinDateOfBirth`). */
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
 * GOV.UK's does). Only the boxes the message is about are marked invalid ('must include a month'
 * marks the Month box). The boxes show what was typed; the form holds the date the rules check.
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
    const date = joinDateOfBirth(next);
    setParts(next);
    setHeld(date);
    onChange(date);
  };

  const faulty = faultyParts(parts, error);
  const boxId = (part: DatePart) => (part === (faulty[0] ?? 'day') ? id : `${id}-${part}`);
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
            id={boxId(box.part)}
            label={box.label}
            value={parts[box.part]}
            onChange={change(box.part, box.size)}
            inputMode="numeric"
            autoComplete={box.autoComplete}
            maxLength={box.size}
            required={required}
            withAsterisk={false}
            disabled={disabled}
            error={faulty.includes(box.part)}
            className={box.size === 4 ? classes.year : classes.short}
          />
        ))}
      </div>
    </fieldset>
  );
}
