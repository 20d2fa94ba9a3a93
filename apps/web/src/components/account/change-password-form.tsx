import { Stack } from '@mantine/core';
import { changePasswordSchema, MESSAGES } from '@ojt/domain';
import type { FormEvent } from 'react';
import { type FailureTable, failureText, serverTextOr } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { useChangePassword } from './api/change-password';
import { DialogButtons } from './dialog-buttons';
import { FormError, FormSuccess } from './form-message';
import { PasswordField } from './password-field';
import { SUCCESS_CLOSE_MS, useAutoClose } from './use-auto-close';
import { useDialogForm } from './use-dialog-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

// SESSION_EXPIRED: the app shell alerts and signs out, so the dialog says nothing.
const FAILURES: FailureTable = {
  SESSION_EXPIRED: null,
  NETWORK: MESSAGES.passwordChangeNetworkError,
  UNAUTHORIZED: MESSAGES.passwordChangeAuthFailed,
  INVALID_CREDENTIALS: MESSAGES.passwordChangeAuthFailed,
  otherwise: serverTextOr(MESSAGES.passwordChangeFailed),
};

export interface ChangePasswordFormProps {
  username: string;
  onClose: () => void;
}

/** Current, new and confirm password; the domain's rules; closes itself 3 s after success. */
export function ChangePasswordForm({ username, onClose }: ChangePasswordFormProps) {
  const { token } = useSession();
  const mutation = useChangePassword();
  const { values, message, setMessage, done, setDone, validate, field } = useDialogForm(
    changePasswordSchema,
    EMPTY,
  );
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    if (!token) {
      setMessage(MESSAGES.authenticationRequired);
      return;
    }
    const input = {
      pUserName: username,
      oldPassword: values.currentPassword,
      newPassword: values.newPassword,
    };
    mutation.mutate(input, {
      onSuccess: (answer) => setDone(answer?.message || MESSAGES.passwordChanged),
      onError: (error) => setMessage(failureText(error, FAILURES)),
    });
  };

  const filled = Object.values(values).every((value) => value !== '');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          {...field('currentPassword')}
        />
        <PasswordField
          label="New password"
          description="At least 8 characters. Avoid common passwords."
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <FormError message={message} />
        <FormSuccess message={done} />
        <DialogButtons
          onCancel={onClose}
          disabled={!filled || mutation.isPending || done !== null}
          loading={mutation.isPending}
        >
          Change Password
        </DialogButtons>
      </Stack>
    </form>
  );
}
