import { Button, Stack } from '@mantine/core';
import type { ResendVerificationBody } from '@ojt/domain';
import { MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { FormError } from '../../../components/account/form-message';
import { useResendVerification } from '../api/resend-verification';
import { resendFailureText } from '../api/verify-failure';

export interface ResendCodeButtonProps {
  /** What names the verification (link token or address); `null` when the form must ask first. */
  input: () => ResendVerificationBody | null;
  onSent: () => void;
  variant?: 'filled' | 'default';
}

/** 'Email me a new code' (issue 16): a new link and code replace the old ones. */
export function ResendCodeButton({ input, onSent, variant = 'default' }: ResendCodeButtonProps) {
  const mutation = useResendVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const send = () => {
    const named = input();
    if (!named) return;
    setFailure(null);
    mutation.mutate(named, { onSuccess: onSent, onError: (error) => setFailure(resendFailureText(error)) });
  };
  return (
    <Stack gap="xs">
      <FormError message={failure} />
      <Button type="button" variant={variant} size="md" fullWidth loading={mutation.isPending} onClick={send}>
        {MESSAGES.emailMeNewCode}
      </Button>
    </Stack>
  );
}
