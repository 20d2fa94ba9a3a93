import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  agreementVersionText,
  confirmByText,
  hoursText,
  MESSAGES,
  type PlacementAgreement,
  stipendText,
  AGREEMENT_MESSAGES as TEXT,
} from '@ojt/domain';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import { downloadAgreement } from '../../../../lib/download-agreement';
import { type FailureTable, failureText, serverTextOr } from '../../../../lib/failure-text';
import { useAgreementAction, usePlacementAgreement } from '../../api/placement-agreement';

const FAILURES: FailureTable = {
  NETWORK: MESSAGES.networkErrorTryAgain,
  SESSION_EXPIRED: null,
  otherwise: serverTextOr(MESSAGES.internalError),
};

function Terms({ agreement }: { agreement: PlacementAgreement }) {
  const { terms } = agreement;
  return (
    <>
      <FactGrid
        items={[
          [TEXT.termEmployer, terms.employerName],
          [TEXT.termPosition, `${terms.positionTitle} (${terms.sectorName})`],
          [TEXT.termSite, terms.siteAddress],
          [TEXT.termDates, `${formatDate(terms.startDate)} – ${formatDate(terms.endDate)}`],
          [TEXT.termHours, hoursText(terms.hoursPerWeek, terms.days)],
          [TEXT.termStipend, stipendText(terms)],
          [
            TEXT.termOfficers,
            [terms.placementOfficer, terms.pmeOfficer, terms.placementAssistant].filter(Boolean).join(', '),
          ],
        ]}
      />
      <Text size="sm" fw={600}>
        {TEXT.termConditions}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {terms.conditions}
      </Text>
    </>
  );
}

function Versions({ agreement }: { agreement: PlacementAgreement }) {
  return (
    <section aria-labelledby={`agreement-${agreement.placementId}-versions`}>
      <Title order={5} id={`agreement-${agreement.placementId}-versions`}>
        {TEXT.agreementVersions}
      </Title>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {agreement.versions.map((v) => (
          <li key={v.version}>
            <Text size="sm" span>
              {agreementVersionText(v.version, v.confirmedAt ? v.confirmedAt.slice(0, 10) : null)}{' '}
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-label={`${TEXT.agreementPdf}: version ${v.version}`}
              onClick={() => void downloadAgreement(agreement.placementId, v.version)}
            >
              {TEXT.agreementPdf}
            </Anchor>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The placement agreement of a Placed application (issue 29): its terms, the day it is due (or
 * overdue), Confirm, Ask a question, the versions with their PDFs and the questions asked.
 */
export function AgreementBox({ placementId }: { placementId: number }) {
  const { data: agreement, error } = usePlacementAgreement(placementId);
  const action = useAgreementAction(placementId);
  const [asking, setAsking] = useState(false);
  const [question, setQuestion] = useState('');
  const titleId = `agreement-${placementId}-title`;
  if (error) return <Alert color="red">{failureText(error, FAILURES)}</Alert>;
  if (!agreement) return null;
  const confirmed = agreement.confirmedAt !== null;
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={4} id={titleId}>
            {TEXT.agreementTitle} · version {agreement.version}
          </Title>
          <Badge color={confirmed ? 'teal.9' : agreement.overdue ? 'red.9' : 'gray.7'} c="white" tt="none">
            {confirmed
              ? TEXT.agreementConfirmedLabel
              : agreement.overdue
                ? TEXT.agreementOverdueLabel
                : TEXT.agreementAwaitingLabel}
          </Badge>
        </Group>
        {confirmed ? (
          <Text size="sm">
            {TEXT.agreementConfirmedLabel} {formatDateTime(agreement.confirmedAt)}
          </Text>
        ) : (
          <Text size="sm" fw={600} c={agreement.overdue ? 'red.9' : undefined}>
            {confirmByText(agreement.confirmBy, agreement.overdue)}
          </Text>
        )}
        <Terms agreement={agreement} />
        {action.error ? (
          <Alert color="red" role="alert">
            {failureText(action.error, FAILURES)}
          </Alert>
        ) : null}
        {action.data ? (
          <Alert color="teal" role="status">
            {action.data.message}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap">
          {confirmed ? null : (
            <Button
              loading={action.isPending}
              onClick={() => action.mutate({ confirm: agreement.version })}
              // On a phone the name wraps instead of being cut at the button's edge.
              h="auto"
              mih={36}
              py={6}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {TEXT.agreementConfirm} (version {agreement.version})
            </Button>
          )}
          <Button variant="outline" onClick={() => setAsking((open) => !open)} aria-expanded={asking}>
            {TEXT.agreementAsk}
          </Button>
        </Group>
        {asking ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              action.mutate({ question }, { onSuccess: () => setQuestion('') });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={TEXT.agreementQuestionLabel}
                value={question}
                onChange={(event) => setQuestion(event.currentTarget.value)}
                rows={3}
                maxLength={2000}
              />
              <Button type="submit" variant="light" loading={action.isPending} style={{ alignSelf: 'start' }}>
                {TEXT.agreementSendQuestion}
              </Button>
            </Stack>
          </form>
        ) : null}
        {agreement.questions.length > 0 ? (
          <section aria-labelledby={`agreement-${placementId}-questions`}>
            <Title order={5} id={`agreement-${placementId}-questions`}>
              {TEXT.agreementQuestions}
            </Title>
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {agreement.questions.map((q) => (
                <li key={q.askedAt}>
                  <Text size="sm">
                    {formatDateTime(q.askedAt)}: {q.text}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Versions agreement={agreement} />
      </Stack>
    </section>
  );
}
