import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, validateFields, withdrawConfirmSchema, withdrawRequestSchema } from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormError, FormSuccess } from '../../../components/account/form-message';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { type FailureTable, failureText } from '../../../lib/failure-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConfirmWithdrawal } from '../api/withdraw-confirm';
import { useRequestWithdrawal } from '../api/withdraw-request';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';

const T = MESSAGES;
const FIELD_IDS: Record<string, string> = { email: 'withdraw-email', code: 'withdraw-code' };
const fieldId = (path: string) => FIELD_IDS[path];

const REQUEST_FAILURES: FailureTable = {
  RATE_LIMITED: T.tooManyAttempts,
  NETWORK: T.networkErrorTryAgain,
  otherwise: T.failedWithdraw,
};
const CONFIRM_FAILURES: FailureTable = {
  VALIDATION: T.withdrawCodeInvalid,
  CONFLICT: T.withdrawApprovedRefused,
  RATE_LIMITED: T.tooManyAttempts,
  NETWORK: T.networkErrorTryAgain,
  otherwise: T.failedWithdraw,
};

/** A refusal's per-field messages for the fields this page shows; `{}` for anything else. */
function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).filter(([key]) => key in FIELD_IDS));
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestWithdrawal();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateFields(withdrawRequestSchema, { email });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    request.mutate(email, {
      onSuccess: () => onSent(email.trim().toLowerCase()),
      onError: (error) => {
        setErrors(fieldErrors(error));
        setAttempt((n) => n + 1);
      },
    });
  };

  const failure =
    request.isError && Object.keys(errors).length === 0 ? failureText(request.error, REQUEST_FAILURES) : null;
  return (
    <form onSubmit={submit} noValidate aria-label={T.withdrawSignupTitle}>
      <Stack gap="sm">
        <FormErrorSummary errors={errors} fieldId={fieldId} attempt={attempt} />
        <FormError message={failure} />
        <TextInput
          id={FIELD_IDS.email}
          label={T.withdrawEmailLabel}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          size="md"
        />
        <Button type="submit" size="md" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {T.withdrawSendCodeAction}
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({
  email,
  onDone,
  onRestart,
}: {
  email: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const confirm = useConfirmWithdrawal();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateFields(withdrawConfirmSchema, { email, code });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    confirm.mutate(
      { email, code },
      {
        onSuccess: onDone,
        onError: (error) => {
          setErrors(fieldErrors(error));
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const refused = isApiError(confirm.error) && confirm.error.code === 'CONFLICT';
  const failure =
    confirm.isError && !refused && Object.keys(errors).length === 0
      ? failureText(confirm.error, CONFIRM_FAILURES)
      : null;
  return (
    <Stack gap="md">
      <FormSuccess message={T.withdrawCodeSent} />
      {refused ? (
        <Alert role="alert" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm">{T.withdrawApprovedRefused}</Text>
          <Anchor component={Link} to={paths.contact} size="sm">
            Contact us
          </Anchor>
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={T.withdrawConfirmAction}>
        <Stack gap="sm">
          <FormErrorSummary errors={errors} fieldId={fieldId} attempt={attempt} />
          <FormError message={failure} />
          <Text size="sm">
            {T.withdrawEmailLabel}: <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>
          </Text>
          <TextInput
            id={FIELD_IDS.code}
            label={T.withdrawCodeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={errors.code}
            size="md"
            w={{ base: '100%', xs: 220 }}
          />
          <Text size="sm" c="dimmed">
            {T.withdrawConfirmWarning}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Button type="submit" color="red.9" size="md" loading={confirm.isPending}>
              {T.withdrawConfirmAction}
            </Button>
            <Button type="button" variant="default" size="md" onClick={onRestart}>
              {T.withdrawStartAgain}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function Done() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="status">
      <Stack gap="sm" align="flex-start">
        <IconCircleCheck size={40} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {T.withdrawDone}
        </Title>
        <Anchor component={Link} to={paths.home}>
          Back to the home page
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * Withdraw a learner registration that was never approved (issue 11): the address gets a 6-digit
 * code, and the code deletes the registration. Nobody signs in; the page never says whether an
 * address is registered.
 */
export function WithdrawSignupPage() {
  useDocumentTitle(T.withdrawSignupTitle);
  const [email, setEmail] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  return (
    <PublicLayout>
      <PageHero title={T.withdrawSignupTitle} lead={T.withdrawSignupIntro} size="md" />
      <Container size="sm" py="xl">
        {done ? (
          <Done />
        ) : email ? (
          <CodeStep email={email} onDone={() => setDone(true)} onRestart={() => setEmail(null)} />
        ) : (
          <EmailStep onSent={setEmail} />
        )}
      </Container>
    </PublicLayout>
  );
}
