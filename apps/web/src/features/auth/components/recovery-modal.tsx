import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, recoverySchema, validateFields } from '@ojt/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DialogButtons } from '../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../components/account/form-message';
import { type FailureTable, failureText, serverTextOr } from '../../../lib/failure-text';
import { useRecoverPassword } from '../api/recover-password';

export interface RecoveryModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'admin' titles it 'Admin Password Recovery' and labels the fields for admins. */
  variant?: 'user' | 'admin';
}

const FAILURES: FailureTable = {
  NETWORK: MESSAGES.networkErrorTryAgain,
  otherwise: serverTextOr(MESSAGES.recoveryFailed),
};

function RecoveryForm({ onClose, variant }: { onClose: () => void; variant: 'user' | 'admin' }) {
  const mutation = useRecoverPassword();
  const [values, setValues] = useState({ username: '', email: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The confirmation stays until the person closes it (WCAG 2.2.1; the spec's 3 s was too short to
  // read): the Send button it replaces had the focus, which moves to Close.
  useEffect(() => {
    if (sent !== null) closeButton.current?.focus();
  }, [sent]);

  const edit = (key: 'username' | 'email') => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [key]: value }));
    setMessage(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = Object.values(validateFields(recoverySchema, values))[0];
    if (problem) {
      setMessage(problem);
      return;
    }
    mutation.mutate(values, {
      onSuccess: (answer) => setSent(answer?.message || MESSAGES.recoveryEmailSent),
      onError: (error) => setMessage(failureText(error, FAILURES)),
    });
  };

  const admin = variant === 'admin';
  const locked = sent !== null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Enter your username and the email address on your account. If they match, we will email you a
          temporary password, valid for one hour.
        </Text>
        <TextInput
          label={admin ? 'Admin username' : 'Username'}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          value={values.username}
          onChange={edit('username')}
          disabled={locked}
        />
        <TextInput
          label={admin ? 'Email address' : 'Email'}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={edit('email')}
          disabled={locked}
        />
        <FormError message={message} />
        <FormSuccess message={sent}>
          {MESSAGES.checkEmailForInstructions} {MESSAGES.recoveryLookInMail}
        </FormSuccess>
        {locked ? (
          <Group justify="flex-end">
            <Button ref={closeButton} onClick={onClose}>
              Close
            </Button>
          </Group>
        ) : (
          <DialogButtons
            onCancel={onClose}
            disabled={mutation.isPending}
            loading={mutation.isPending}
            busyLabel={MESSAGES.sending}
          >
            Send Recovery Email
          </DialogButtons>
        )}
      </Stack>
    </form>
  );
}

/** Forgot password: username and email; a temporary password is emailed when they match an account. */
export function RecoveryModal({ opened, onClose, variant = 'user' }: RecoveryModalProps) {
  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={variant === 'admin' ? MESSAGES.adminPasswordRecovery : 'Password Recovery'}
    >
      <RecoveryForm onClose={onClose} variant={variant} />
    </DialogFrame>
  );
}
