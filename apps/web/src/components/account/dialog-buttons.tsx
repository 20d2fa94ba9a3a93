import { Button } from '@mantine/core';
import classes from './dialog-buttons.module.css';

export interface DialogButtonsProps {
  onCancel: () => void;
  /** The cancel button's text (default 'Cancel'). */
  cancelLabel?: string;
  /** Disables the submit button (Cancel always works). */
  disabled: boolean;
  /** Busy: the submit button shows `busyLabel`, or a spinner when there is none. */
  loading: boolean;
  busyLabel?: string;
  /** The submit button's text. */
  children: string;
}

/** Cancel and submit: stacked full-width on a phone, side by side from 480 px. */
export function DialogButtons({
  onCancel,
  cancelLabel = 'Cancel',
  disabled,
  loading,
  busyLabel,
  children,
}: DialogButtonsProps) {
  return (
    <div className={classes.actions}>
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={disabled} loading={loading && !busyLabel}>
        {loading && busyLabel ? busyLabel : children}
      </Button>
    </div>
  );
}
