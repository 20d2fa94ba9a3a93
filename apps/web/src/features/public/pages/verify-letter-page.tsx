import { Button, Container, Loader, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import {
  formatLetterCode,
  type LetterVerification,
  letterIssuedByText,
  MESSAGES,
  normalizeLetterCode,
  type VerifiedLetter,
} from '@ojt/domain';
import { IconAlertTriangle, IconCircleCheck, IconHelpCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../components/date-text';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { LoadError } from '../../../components/load-states';
import { verifyLetterPath } from '../../../config/paths';
import { type FailureTable, failureText } from '../../../lib/failure-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyLetter } from '../api/verify-letter';
import { PageHero } from '../components/page-hero';
import { PublicLayout } from '../components/public-layout';
import classes from './verify-letter-page.module.css';

const CODE_INPUT_ID = 'letter-code';

const FAILURES: FailureTable = {
  RATE_LIMITED: MESSAGES.tooManyAttempts,
  NETWORK: MESSAGES.networkErrorTryAgain,
  otherwise: MESSAGES.verifyLetterFailed,
};

const VERDICTS = {
  genuine: {
    title: MESSAGES.letterGenuine,
    detail: MESSAGES.letterGenuineDetail,
    color: 'green',
    Icon: IconCircleCheck,
  },
  revoked: {
    title: MESSAGES.letterRevokedVerdict,
    detail: MESSAGES.letterRevokedDetail,
    color: 'red',
    Icon: IconAlertTriangle,
  },
  unknown: {
    title: MESSAGES.letterUnknown,
    detail: MESSAGES.letterUnknownDetail,
    color: 'orange',
    Icon: IconHelpCircle,
  },
} as const;

function LetterFacts({ letter, revokedOn }: { letter: VerifiedLetter; revokedOn?: string }) {
  const facts: [string, string][] = [
    ['Learner', letter.learnerName],
    ['Employer', letter.employerName],
    ['Position', letter.positionTitle],
    ['Placement', `${formatDate(letter.startDate)} to ${formatDate(letter.endDate)}`],
    ['Issued', formatDate(letter.issuedOn)],
  ];
  if (revokedOn) facts.push(['Revoked', formatDate(revokedOn)]);
  facts.push([MESSAGES.letterFingerprintLabel, letter.fingerprint]);
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd className={label === MESSAGES.letterFingerprintLabel ? classes.fingerprint : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The verdict on one code, announced and focused when it arrives. */
function Verdict({ code, answer }: { code: string; answer: LetterVerification }) {
  const look = VERDICTS[answer.status];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.verdict}
      style={{ '--verdict-color': `var(--mantine-color-${look.color}-7)` }}
      role="status"
    >
      <Stack gap="md">
        <Stack gap={6} align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color={look.color} aria-hidden>
            <look.Icon size={28} />
          </ThemeIcon>
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {look.title}
          </Title>
          <Text c="dimmed" size="sm">
            Code {formatLetterCode(code)}
          </Text>
          <Text>{look.detail}</Text>
          {answer.status !== 'unknown' && (
            <Text fw={600}>{letterIssuedByText(answer.letter.employerName)}</Text>
          )}
        </Stack>
        {answer.status !== 'unknown' && (
          <LetterFacts
            letter={answer.letter}
            revokedOn={answer.status === 'revoked' ? answer.revokedOn : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}

function CheckResult({ code }: { code: string }) {
  const query = useVerifyLetter(code);
  if (query.isPending)
    return (
      <Stack align="center" py="lg" role="status">
        <Loader aria-hidden />
        <Text>Checking the letter…</Text>
      </Stack>
    );
  if (query.isError)
    return (
      <LoadError
        message={failureText(query.error, FAILURES) ?? MESSAGES.verifyLetterFailed}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  return <Verdict key={code} code={code} answer={query.data} />;
}

function CodeForm() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeLetterCode(value);
    const problem =
      value.trim() === '' ? MESSAGES.letterCodeRequired : code ? null : MESSAGES.letterCodeInvalid;
    setError(problem);
    if (problem || !code) {
      setAttempt((n) => n + 1);
      return;
    }
    navigate(verifyLetterPath(formatLetterCode(code)));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Check a letter">
      <Stack gap="sm">
        <FormErrorSummary
          errors={error ? { code: error } : {}}
          fieldId={() => CODE_INPUT_ID}
          attempt={attempt}
        />
        <TextInput
          id={CODE_INPUT_ID}
          label={MESSAGES.verifyLetterCodeLabel}
          description={MESSAGES.verifyLetterCodeHint}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          size="md"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' } }}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Check letter
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The public check of an experience letter (issue 10): `/verify-letter/<code>` (the QR code's address)
 * shows the verdict at once; `/verify-letter` asks for the code. No account, plain words, phone first.
 */
export function VerifyLetterPage() {
  useDocumentTitle('Check an experience letter');
  const raw = useParams()['*'] ?? '';
  const code = normalizeLetterCode(raw);
  return (
    <PublicLayout>
      <PageHero title={MESSAGES.verifyLetterTitle} lead={MESSAGES.verifyLetterIntro} size="md" />
      <Container size="sm" py="xl">
        <Stack gap="xl">
          {code && <CheckResult code={code} />}
          {!code && raw !== '' && (
            <Verdict key={raw} code={raw.slice(0, 40)} answer={{ status: 'unknown' }} />
          )}
          <Stack gap="xs">
            <Title order={2} size="h4">
              {code || raw ? 'Check another letter' : 'Enter the code'}
            </Title>
            <CodeForm key={raw} />
          </Stack>
        </Stack>
      </Container>
    </PublicLayout>
  );
}
