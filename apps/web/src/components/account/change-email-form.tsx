import { Stack, TextInput } from '@mantine/core';
import { changeEmailSchema, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { type FailureTable, failureText, serverTextOr } from '../../lib/failure-text';
import { FormErrorSummary } from '../form-error-summary';
import { useSchemaForm } from '../use-schema-form';
import { useChangeEmail } from './api/change-email';
import { DialogButtons } from './dialog-buttons';
import { FormError, FormSuccess } from './form-message';
import { PasswordField } from './password-field';
import { serverFieldErrors } from './server-field-errors';

type Field = 'currentEmail' | 'newEmail' | 'currentPassword';

// The API's parameter behind each field: a refusal the server names a parameter for shows on its field.
const PARAMETERS: Readonly<Record<string, Field>> = {
  poldEmail: 'currentEmail',
  pnewEmail: 'newEmail',
  pPassword: 'currentPassword',
};

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

/**
 * Current email (prefilled), new email and the current password (ASVS 7.5.1: a session alone cannot
 * move the address); problems in an error summary linking to their fields. On success the code is
 * on its way to the new address.
 */
export function ChangeEmailForm({ username, currentEmail, onClose, onCodeSent }: ChangeEmailFormProps) {
  const mutation = useChangeEmail();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(changeEmailSchema, {
    currentEmail,
    newEmail: '',
    currentPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A refusal the server pins on a field focuses the summary like a failed check does.
  const [refusals, setRefusals] = useState(0);

  const submit = handleSubmit((parsed) => {
    setFailure(null);
    mutation.mutate(
      { username, ...parsed },
      {
        onSuccess: (answer) => {
          setDone(answer?.message || MESSAGES.verificationCodeSent);
          onCodeSent?.(parsed.newEmail);
        },
        onError: (error) => {
          const refused = serverFieldErrors(error, PARAMETERS);
          if (Object.keys(refused).length === 0) {
            setFailure(failureText(error, FAILURES));
            return;
          }
          form.setErrors(refused);
          setRefusals((count) => count + 1);
        },
      },
    );
  });

  // Every field is required (announced as such); none is marked, as none is optional.
  const input = (key: Field) => ({
    ...field(key),
    required: true,
    withAsterisk: false,
    disabled: done !== null,
  });
  const email = (key: Field) => ({
    ...input(key),
    type: 'email',
    inputMode: 'email' as const,
    autoComplete: 'email',
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt + refusals} once />
        <TextInput label="Current email" {...email('currentEmail')} />
        <TextInput
          label="New email"
          description="We will send a 6-digit code to this address."
          data-autofocus
          {...email('newEmail')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...input('currentPassword')}
        />
        <FormError message={failure} />
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
