import { Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  OTP_LENGTH,
  otpSchema,
  VERIFICATION_CODE_MAX_LENGTH,
  validateFields,
  verifyDialogErrorMessage,
} from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { type FailureTable, failureText, serverTextOr } from '../../lib/failure-text';
import { useVerifyEmail } from './api/verify-email';
import { DialogButtons } from './dialog-buttons';
import { FormError, FormSuccess } from './form-message';
import { useAutoClose } from './use-auto-close';

/** The code dialog closes 1.5 s after success (spec 1 §9). */
export const VERIFIED_CLOSE_MS = 1500;

/** 'Error: Network error while verifying', 'Error: <server text>' or 'Error: Verification failed'. */
const FAILURES: FailureTable = {
  // The app shell alerts and signs out, so the dialog says nothing.
  SESSION_EXPIRED: null,
  NETWORK: MESSAGES.verifyNetworkError,
  otherwise: (failure) => verifyDialogErrorMessage(serverTextOr('')(failure)),
};

export interface VerifyEmailFormProps {
  onClose: () => void;
  onVerified?: () => void;
  email?: string;
}

/** The 6-digit code sent to a new address; closes itself 1.5 s after it is accepted. */
export function VerifyEmailForm({ onClose, onVerified, email }: VerifyEmailFormProps) {
  const mutation = useVerifyEmail();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, VERIFIED_CLOSE_MS, onClose);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const problem = validateFields(otpSchema, { code: trimmed }).code;
    if (problem) {
      setMessage(problem);
      return;
    }
    mutation.mutate(
      { pOTP: trimmed },
      {
        onSuccess: () => {
          setDone(MESSAGES.emailVerifiedDialog);
          onVerified?.();
        },
        onError: (error) => setMessage(failureText(error, FAILURES)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {MESSAGES.verificationCodeSent} Enter the {OTP_LENGTH}-digit code
          {email ? ` sent to ${email}` : ''} to confirm the change.
        </Text>
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          size="md"
          styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
          data-autofocus
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setMessage(null);
          }}
          error={Boolean(message)}
          disabled={done !== null}
        />
        <FormError message={message} />
        <FormSuccess message={done} />
        <DialogButtons
          onCancel={onClose}
          disabled={code.trim() === '' || mutation.isPending || done !== null}
          loading={mutation.isPending}
        >
          Verify
        </DialogButtons>
      </Stack>
    </form>
  );
}
