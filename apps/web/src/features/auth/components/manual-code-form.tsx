import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  EMAIL_MAX_LENGTH,
  emailAndCodeSchema,
  MESSAGES,
  VERIFICATION_CODE_MAX_LENGTH,
  verificationCodeSchema,
} from '@ojt/domain';
import { type ChangeEvent, useState } from 'react';
import { useVerifyEmail } from '../../../components/account/api/verify-email';
import { FormError } from '../../../components/account/form-message';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useSchemaForm } from '../../../components/use-schema-form';
import { verifyFailureText } from '../api/verify-failure';
import { ResendCodeButton } from './resend-code-button';

export interface ManualCodeFormProps {
  /** Why the previous try failed, shown until the user types. */
  initialError?: string | undefined;
  /** A code taken from the page's path, to be sent with the address it was sent to. */
  initialCode?: string | undefined;
  /** The link token of the page's path: sent with the code, which then needs no address. */
  linkToken?: string | undefined;
  onVerified: (answer: unknown) => void;
  /** Called once a new code was asked for (the old link and code no longer work). */
  onResent: () => void;
}

/**
 * The code from the email. A code names its account only with the link token, or else with the
 * address it was sent to (issue 9), so without a link token the form asks for that address first.
 */
export function ManualCodeForm({
  initialError,
  initialCode = '',
  linkToken,
  onVerified,
  onResent,
}: ManualCodeFormProps) {
  const mutation = useVerifyEmail();
  const schema = linkToken ? verificationCodeSchema : emailAndCodeSchema;
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(schema, {
    email: '',
    code: initialCode,
  });
  const [failure, setFailure] = useState<string | null>(initialError ?? null);

  // Typing clears the last refusal, as it clears the field's own message.
  const typed = (path: 'email' | 'code') => {
    const props = field(path);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        setFailure(null);
      },
    };
  };

  const submit = handleSubmit((parsed: { code: string; email?: string }) => {
    mutation.mutate(
      { pOTP: parsed.code, ...(linkToken ? { pParameters: linkToken } : { pEmail: parsed.email }) },
      {
        onSuccess: onVerified,
        onError: (error) =>
          setFailure(verifyFailureText(error, { manual: true }) ?? MESSAGES.verificationUnexpectedError),
      },
    );
  });

  // A new code goes to the link's verification, else to the address typed (checked by the same rule).
  const resendInput = () => {
    if (linkToken) return { pParameters: linkToken };
    const email = emailAndCodeSchema.shape.email.safeParse(form.values.email);
    if (email.success) return { pEmail: email.data };
    form.setFieldError('email', email.error.issues[0]?.message ?? MESSAGES.verificationEmailRequired);
    document.getElementById(idFor('email'))?.focus();
    return null;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        {linkToken ? null : (
          <TextInput
            label="Email address"
            description="The address the code was sent to"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={EMAIL_MAX_LENGTH}
            size="md"
            {...typed('email')}
          />
        )}
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
          {...typed('code')}
          error={form.errors.code ?? Boolean(failure)}
        />
        <FormError message={failure} />
        <Button
          type="submit"
          size="md"
          fullWidth
          disabled={String(form.values.code).trim() === '' || mutation.isPending}
          loading={mutation.isPending}
        >
          Verify Email
        </Button>
        <Text size="sm" ta="center" mt="xs">
          {MESSAGES.newCodeExpiredHint}
        </Text>
        <ResendCodeButton input={resendInput} onSent={onResent} />
      </Stack>
    </form>
  );
}
