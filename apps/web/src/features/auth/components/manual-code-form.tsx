import { Button, Stack, TextInput } from '@mantine/core';
import { MESSAGES, VERIFICATION_CODE_MAX_LENGTH, validateFields, verificationCodeSchema } from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { useVerifyEmail } from '../../../components/account/api/verify-email';
import { FormError } from '../../../components/account/form-message';
import { clearVerifyLinkToken, readVerifyLinkToken } from '../../../lib/session';
import { verifyFailureText } from '../api/verify-failure';

export interface ManualCodeFormProps {
  /** Why the previous try failed, shown until the user types. */
  initialError?: string;
  onVerified: (message: string) => void;
}

/** The code from the email, sent with the link token kept from a link opened while signed in. */
export function ManualCodeForm({ initialError, onVerified }: ManualCodeFormProps) {
  const mutation = useVerifyEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(initialError ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFields(verificationCodeSchema, { code }).code;
    if (problem) {
      setError(problem);
      return;
    }
    const linkToken = readVerifyLinkToken();
    mutation.mutate(
      { pOTP: code.trim(), ...(linkToken ? { pParameters: linkToken } : {}) },
      {
        onSuccess: (answer) => {
          clearVerifyLinkToken();
          onVerified(answer?.message || MESSAGES.emailVerified);
        },
        onError: (failure) =>
          setError(verifyFailureText(failure, { manual: true }) ?? MESSAGES.verificationUnexpectedError),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Verification code"
          description="The 6-digit code in the email we sent you"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          size="md"
          styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={Boolean(error)}
        />
        <FormError message={error} />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={code.trim() === '' || mutation.isPending}
          loading={mutation.isPending}
        >
          Verify Email
        </Button>
      </Stack>
    </form>
  );
}
