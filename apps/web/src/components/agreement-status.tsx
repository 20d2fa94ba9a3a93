import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  agreementVersionText,
  confirmByText,
  hoursText,
  MESSAGES,
  type PlacementAgreement,
  portalToday,
  shortDate,
  AGREEMENT_MESSAGES as TEXT,
} from '@ojt/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadAgreement } from '../lib/download-agreement';
import { actionFailureText } from './action-failure-text';
import { formatDateTime } from './date-text';

/** An instant's Port of Spain day ('YYYY-MM-DD'). */
const dayOf = (instant: string) => portalToday(new Date(instant));

/** 'Confirmed on 3 Dec 2026', 'Confirm by 12 Dec 2026' or 'Overdue: it was due by 12 Dec 2026'. */
export function agreementStateText(agreement: PlacementAgreement): string {
  if (agreement.confirmedAt) return `Confirmed on ${shortDate(dayOf(agreement.confirmedAt))}`;
  return confirmByText(agreement.confirmBy, agreement.overdue);
}

/** Confirmed, Overdue or Awaiting confirmation, in words and colour. */
export function AgreementBadge({ agreement }: { agreement: PlacementAgreement }) {
  const confirmed = agreement.confirmedAt !== null;
  const [color, label] = confirmed
    ? ['teal.9', TEXT.agreementConfirmedLabel]
    : agreement.overdue
      ? ['red.9', TEXT.agreementOverdueLabel]
      : ['gray.7', TEXT.agreementAwaitingLabel];
  return (
    <Badge color={color} c="white" tt="none">
      {label}
    </Badge>
  );
}

function DownloadButton({ placementId, version }: { placementId: number; version: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadAgreement(placementId, version);
    } catch (error) {
      const message = actionFailureText(error, {
        fallback: MESSAGES.internalError,
        network: MESSAGES.networkErrorTryAgain,
      });
      if (message) notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      aria-label={`${TEXT.agreementDownload}: version ${version}`}
      onClick={() => void download()}
    >
      {TEXT.agreementDownload}
    </Button>
  );
}

export interface AgreementStatusProps {
  agreement: PlacementAgreement;
  /** The block's heading level (its title names the version). */
  order?: 3 | 4 | 5;
  /** The learner's questions (the office's view). */
  withQuestions?: boolean;
}

/**
 * A placement agreement's status for the employer and the office (issue 29): the latest version,
 * confirmed on, confirm by or overdue in words, the hours it states, every version with its PDF and,
 * for the office, the learner's questions.
 */
export function AgreementStatus({ agreement, order = 4, withQuestions = false }: AgreementStatusProps) {
  const base = `placement-${agreement.placementId}-agreement`;
  return (
    <section aria-labelledby={`${base}-title`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={order} size="h5" id={`${base}-title`}>
            {TEXT.agreementTitle} · version {agreement.version}
          </Title>
          <AgreementBadge agreement={agreement} />
        </Group>
        <Text size="sm" fw={600} c={agreement.overdue ? 'red.9' : undefined}>
          {agreementStateText(agreement)}
        </Text>
        <Text size="sm">
          {TEXT.termHours}: {hoursText(agreement.terms.hoursPerWeek, agreement.terms.days)}
        </Text>
        <Text size="sm" c="dimmed">
          {TEXT.agreementDrawn} {formatDateTime(agreement.drawnAt)}
        </Text>
        {withQuestions ? <Questions agreement={agreement} id={`${base}-questions`} /> : null}
        <Text size="sm" fw={600} id={`${base}-versions`}>
          {TEXT.agreementVersions}
        </Text>
        <Stack
          component="ul"
          gap={6}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={`${base}-versions`}
        >
          {agreement.versions.map((v) => (
            <Group component="li" key={v.version} gap="xs" wrap="wrap">
              <Text size="sm">
                {agreementVersionText(v.version, v.confirmedAt ? dayOf(v.confirmedAt) : null)}
              </Text>
              <DownloadButton placementId={agreement.placementId} version={v.version} />
            </Group>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}

function Questions({ agreement, id }: { agreement: PlacementAgreement; id: string }) {
  return (
    <>
      <Text size="sm" fw={600} id={id}>
        {TEXT.agreementQuestions}
      </Text>
      {agreement.questions.length === 0 ? (
        <Text size="sm">{TEXT.agreementNoQuestions}</Text>
      ) : (
        <ul aria-labelledby={id} style={{ margin: 0, paddingLeft: 18 }}>
          {agreement.questions.map((q) => (
            <li key={`${q.askedAt}-${q.version}`}>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {formatDateTime(q.askedAt)} (version {q.version}): {q.text}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
