import { Stack } from '@mantine/core';
import { changePasswordSchemaFor, MESSAGES } from '@ojt/domain';
import { useMemo, useState } from 'react';
import { type FailureTable, failureText, serverTextOr } from '../../lib/failure-text';
import { useSession } from '../../lib/session';
import { FormErrorSummary } from '../form-error-summary';
import { useSchemaForm } from '../use-schema-form';
import { useChangePassword } from './api/change-password';
import { DialogButtons } from './dialog-buttons';
import { FormError, FormSuccess } from './form-message';
import { PasswordField } from './password-field';
import { SUCCESS_CLOSE_MS, useAutoClose } from './use-auto-close';

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
  /** Called at once on success (instead of closing 3 s later), e.g. to leave the first-sign-in page. */
  onChanged?: (message: string) => void;
  /** The cancel button's text (default 'Cancel'). */
  cancelLabel?: string;
  /** The current password's hint, e.g. that it is the one from the email. */
  currentDescription?: string;
}

/**
 * Current, new and confirm password; the domain's rules, a new password containing the username or
 * the person's name refused, every problem in an error summary linking to its field (PRODUCT.md §5);
 * closes itself 3 s after success.
 */
export function ChangePasswordForm({
  username,
  onClose,
  onChanged,
  cancelLabel,
  currentDescription,
}: ChangePasswordFormProps) {
  const { token, user } = useSession();
  const mutation = useChangePassword();
  const schema = useMemo(
    () => changePasswordSchemaFor({ personal: [username, ...(user?.name.split(/\s+/) ?? [])] }),
    [username, user?.name],
  );
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(schema, EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null && !onChanged, SUCCESS_CLOSE_MS, onClose);

  const submit = handleSubmit((parsed) => {
    setFailure(null);
    if (!token) {
      setFailure(MESSAGES.authenticationRequired);
      return;
    }
    mutation.mutate(
      { username, ...parsed },
      {
        onSuccess: (answer) => {
          const text = answer?.message || MESSAGES.passwordChanged;
          setDone(text);
          onChanged?.(text);
        },
        onError: (error) => setFailure(failureText(error, FAILURES)),
      },
    );
  });

  const password = (key: keyof typeof EMPTY) => ({ ...field(key), disabled: done !== null });
  const filled = Object.values(form.values).every((value) => value !== '');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} once />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          description={currentDescription}
          data-autofocus
          {...password('currentPassword')}
        />
        <PasswordField
          label="New password"
          description="At least 8 characters. Avoid common passwords."
          autoComplete="new-password"
          {...password('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...password('confirmPassword')}
        />
        <FormError message={failure} />
        <FormSuccess message={done} />
        <DialogButtons
          onCancel={onClose}
          cancelLabel={cancelLabel}
          disabled={!filled || mutation.isPending || done !== null}
          loading={mutation.isPending}
        >
          Change Password
        </DialogButtons>
      </Stack>
    </form>
  );
}
