import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide toggle can be reached with the keyboard and is announced as a
 * toggle button ('Show password', pressed while the password is visible). With an error it is
 * announced as invalid, as Mantine's other inputs are (its PasswordInput leaves that out).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
