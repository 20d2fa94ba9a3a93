import { Stack, TextInput } from '@mantine/core';
import { changeEmailSchema, MESSAGES } from '@ojt/domain';
import type { FormEvent } from 'react';
import { type FailureTable, failureText, serverTextOr } from '../../lib/failure-text';
import { useChangeEmail } from './api/change-email';
import { DialogButtons } from './dialog-buttons';
import { FormError, FormSuccess } from './form-message';
import { useDialogForm } from './use-dialog-form';

type Field = 'currentEmail' | 'newEmail';

// SESSION_EXPIRED: the app shell alerts and signs out, so the dialog says nothing.
const FAILURES: FailureTable = {
  SESSION_EXPIRED: null,
  NETWORK: MESSAGES.changeEmailNetworkError,
  otherwise: serverTextOr(MESSAGES.changeEmailFailed),
};

export interface ChangeEmailFormProps {
  username: string;
  currentEmail: string;
  onClose: () => void;
  onCodeSent?: (newEmail: string) => void;
}

/** Current email (prefilled) and new email; on success the code is on its way to the new address. */
export function ChangeEmailForm({ username, currentEmail, onClose, onCodeSent }: ChangeEmailFormProps) {
  const mutation = useChangeEmail();
  const { values, message, setMessage, done, setDone, validate, field } = useDialogForm(changeEmailSchema, {
    currentEmail,
    newEmail: '',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    const newEmail = values.newEmail.trim();
    const input = { pUserName: username, poldEmail: values.currentEmail.trim(), pnewEmail: newEmail };
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setDone(answer?.message || MESSAGES.verificationCodeSent);
        onCodeSent?.(newEmail);
      },
      onError: (error) => setMessage(failureText(error, FAILURES)),
    });
  };

  const emailField = (key: Field) => ({
    ...field(key),
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Current email" {...emailField('currentEmail')} />
        <TextInput
          label="New email"
          description="We will send a 6-digit code to this address."
          data-autofocus
          {...emailField('newEmail')}
        />
        <FormError message={message} />
        <FormSuccess message={done} />
        <DialogButtons
          onCancel={onClose}
          disabled={mutation.isPending || done !== null}
          loading={mutation.isPending}
        >
          Send Code
        </DialogButtons>
      </Stack>
    </form>
  );
}
