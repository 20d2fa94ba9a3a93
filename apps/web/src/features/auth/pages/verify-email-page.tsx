import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { ManualCodeForm } from '../components/manual-code-form';
import { useLinkVerification, type VerifyState } from '../hooks/use-link-verification';

const HEADINGS: Record<VerifyState['step'], string> = {
  verifying: MESSAGES.verifyingEmail,
  success: MESSAGES.verificationSuccessful,
  manual: MESSAGES.enterVerificationCodeTitle,
  error: MESSAGES.verificationFailedTitle,
};

function StateIcon({ step }: { step: VerifyState['step'] }) {
  if (step === 'verifying') return <Loader aria-hidden="true" />;
  const [Icon, color] =
    step === 'success'
      ? [IconCircleCheck, 'green']
      : step === 'error'
        ? [IconAlertTriangle, 'red']
        : [IconMailCheck, undefined];
  return (
    <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={32} />
    </ThemeIcon>
  );
}

function VerifyEmailFlow({ value }: { value: string }) {
  const [state, setState, linkToken] = useLinkVerification(value);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // When the outcome replaces the spinner, move focus to it so screen readers announce the change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const verified = (message: string) => setState({ step: 'success', message });
  return (
    <Stack gap="md" align="stretch">
      <Stack gap="xs" align="center" ta="center" role={state.step === 'verifying' ? 'status' : undefined}>
        <StateIcon step={state.step} />
        <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {HEADINGS[state.step]}
        </Title>
        {state.step === 'success' && <Text>{state.message}</Text>}
        {state.step === 'manual' && <Text>{state.prompt}</Text>}
      </Stack>
      {state.step === 'success' && (
        <Stack gap="sm">
          <Button component={Link} to={paths.login} size="md" fullWidth>
            Continue to Login
          </Button>
          <Button component={Link} to={paths.home} variant="default" fullWidth>
            Back to Home
          </Button>
        </Stack>
      )}
      {state.step === 'manual' && (
        <ManualCodeForm
          key="manual"
          initialError={state.error}
          initialCode={state.code}
          linkToken={linkToken}
          onVerified={verified}
        />
      )}
      {state.step === 'error' && (
        <>
          <Text ta="center">{MESSAGES.verificationPrompt}</Text>
          <ManualCodeForm
            key="error"
            initialError={state.error}
            linkToken={linkToken}
            onVerified={verified}
          />
        </>
      )}
    </Stack>
  );
}

/** /verify-email/<token or code>: verifies a link at once, or takes the code by hand. */
export function VerifyEmailPage() {
  const value = useParams()['*'] ?? '';
  useDocumentTitle('Verify Email');
  return (
    <AuthLayout>
      <Stack gap="lg">
        <Title order={1} ta="center">
          Verify Email
        </Title>
        <VerifyEmailFlow key={value} value={value} />
      </Stack>
    </AuthLayout>
  );
}
