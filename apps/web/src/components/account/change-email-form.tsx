import { Stack, TextInput } from '@mantine/core';
import { changeEmailSchema, MESSAGES, validateFields } from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { useChangeEmail } from './api/change-email';
import { DialogButtons } from './dialog-buttons';
import { failureText } from './failure-text';
import { FormError, FormSuccess } from './form-message';

type Field = 'currentEmail' | 'newEmail';

export interface ChangeEmailFormProps {
  username: string;
  currentEmail: string;
  onClose: () => void;
  onCodeSent?: (newEmail: string) => void;
}

/** Current email (prefilled) and new email; on success the code is on its way to the new address. */
export function ChangeEmailForm({ username, currentEmail, onClose, onCodeSent }: ChangeEmailFormProps) {
  const mutation = useChangeEmail();
  const [values, setValues] = useState({ currentEmail, newEmail: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const edit = (key: Field) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setErrors({});
    setMessage(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(changeEmailSchema, values);
    setErrors(found);
    setMessage(Object.values(found)[0] ?? null);
    if (Object.keys(found).length > 0) return;
    const newEmail = values.newEmail.trim();
    const input = { pUserName: username, poldEmail: values.currentEmail.trim(), pnewEmail: newEmail };
    mutation.mutate(input, {
      onSuccess: (answer) => {
        setDone(answer?.message || MESSAGES.verificationCodeSent);
        onCodeSent?.(newEmail);
      },
      onError: (error) =>
        setMessage(
          failureText(error, {
            fallback: MESSAGES.changeEmailFailed,
            network: MESSAGES.changeEmailNetworkError,
          }),
        ),
    });
  };

  const field = (key: Field) => ({
    value: values[key],
    onChange: edit(key),
    error: Boolean(errors[key]),
    disabled: done !== null,
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Current email" {...field('currentEmail')} />
        <TextInput
          label="New email"
          description="We will send a 6-digit code to this address."
          data-autofocus
          {...field('newEmail')}
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
