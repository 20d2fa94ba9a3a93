import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck, IconClockExclamation, IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';
import { ManualCodeForm } from '../components/manual-code-form';
import { ResendCodeButton } from '../components/resend-code-button';
import {
  resentState,
  useLinkVerification,
  type VerifyState,
  verifiedState,
} from '../hooks/use-link-verification';

function headingOf(state: VerifyState): string {
  switch (state.step) {
    case 'verifying':
      return MESSAGES.verifyingEmail;
    case 'success':
      return state.alreadyVerified ? MESSAGES.emailAlreadyConfirmedTitle : MESSAGES.verificationSuccessful;
    case 'manual':
      return MESSAGES.enterVerificationCodeTitle;
    case 'expired':
      return MESSAGES.verificationExpiredTitle;
    default:
      return MESSAGES.verificationFailedTitle;
  }
}

const NEXT_TEXT: Record<NonNullable<Extract<VerifyState, { step: 'success' }>['next']>, string> = {
  learnerReview: MESSAGES.nextLearnerReview,
  employerReview: MESSAGES.nextEmployerReview,
  signIn: MESSAGES.nextSignIn,
  notApproved: MESSAGES.accountRejected,
};

function StateIcon({ step }: { step: VerifyState['step'] }) {
  if (step === 'verifying') return <Loader aria-hidden="true" />;
  const [Icon, color] =
    step === 'success'
      ? [IconCircleCheck, 'green']
      : step === 'error'
        ? [IconAlertTriangle, 'red']
        : step === 'expired'
          ? [IconClockExclamation, 'orange']
          : [IconMailCheck, undefined];
  return (
    <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
      <Icon size={32} />
    </ThemeIcon>
  );
}

/**
 * What a confirmed address leads to (issue 16): one success heading, then the next step. Only an
 * account with a password is sent to the sign-in form; a pending one waits for the office's review.
 */
function VerifiedNext({ state }: { state: Extract<VerifyState, { step: 'success' }> }) {
  const signIn = state.next === 'signIn';
  return (
    <Stack gap="md">
      {state.alreadyVerified && <Text ta="center">{MESSAGES.emailAlreadyConfirmed}</Text>}
      <Text ta="center">{state.next ? NEXT_TEXT[state.next] : MESSAGES.emailVerified}</Text>
      <Stack gap="sm">
        {signIn && (
          <Button component={Link} to={paths.login} size="md" fullWidth>
            Continue to Login
          </Button>
        )}
        <Button component={Link} to={paths.home} variant={signIn ? 'default' : 'filled'} size="md" fullWidth>
          Back to Home
        </Button>
      </Stack>
    </Stack>
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
  }, [state.step, state.step === 'manual' && state.resent]);

  const verified = (answer: unknown) => setState(verifiedState(answer));
  const resent = () => setState(resentState);
  return (
    <Stack gap="md" align="stretch">
      <Stack gap="xs" align="center" ta="center" role={state.step === 'verifying' ? 'status' : undefined}>
        <StateIcon step={state.step} />
        <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {headingOf(state)}
        </Title>
        {state.step === 'manual' && <Text role={state.resent ? 'status' : undefined}>{state.prompt}</Text>}
        {state.step === 'expired' && <Text>{MESSAGES.verificationExpired}</Text>}
      </Stack>
      {state.step === 'success' && <VerifiedNext state={state} />}
      {state.step === 'expired' && linkToken && (
        <ResendCodeButton input={() => ({ pParameters: linkToken })} onSent={resent} variant="filled" />
      )}
      {state.step === 'manual' && (
        <ManualCodeForm
          key={state.resent ? 'resent' : 'manual'}
          initialError={state.error}
          initialCode={state.code}
          linkToken={linkToken}
          onVerified={verified}
          onResent={resent}
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
            onResent={resent}
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
