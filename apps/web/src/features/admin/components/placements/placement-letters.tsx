import { Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { IconBan, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { formatDate } from '../../../../components/date-text';
import { DetailSection } from '../../../../components/details/detail-section';
import { RecordButton } from '../../../../components/record-button';
import { downloadLetter } from '../../../../lib/download-letter';
import { RevokedBadge } from './placement-sections';
import classes from './placements.module.css';

function LetterItem({ letter, onRevoke }: { letter: ExperienceLetter; onRevoke: () => void }) {
  const [downloading, setDownloading] = useState(false);
  const code = letter.verificationCode;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadLetter(letter.letterId, code);
    } catch (error) {
      const message = actionFailureText(error, {
        fallback: MESSAGES.internalError,
        network: MESSAGES.networkErrorTryAgain,
      });
      if (message) notifications.show({ color: 'red', message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} className={classes.code}>
            {code}
          </Text>
          {letter.revoked ? <RevokedBadge /> : null}
        </Group>
        <Text size="sm">
          {MESSAGES.letterIssuedLabel} {formatDate(letter.issuedAt)}
        </Text>
        {letter.revoked ? (
          <Text size="sm" c="red.9">
            {MESSAGES.letterRevokedLabel} {formatDate(letter.revokedAt)}
            {letter.revokeReason ? `: ${letter.revokeReason}` : ''}
          </Text>
        ) : null}
        <Group gap="xs">
          <RecordButton
            icon={IconDownload}
            label={`${MESSAGES.downloadAction} letter ${code}`}
            loading={downloading}
            onClick={() => void download()}
          >
            {MESSAGES.downloadAction}
          </RecordButton>
          {letter.revoked ? null : (
            <RecordButton
              icon={IconBan}
              label={`Revoke letter ${code}`}
              variant="outline"
              color="red.9"
              onClick={onRevoke}
            >
              Revoke
            </RecordButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The experience letters issued for the placement, newest first, each with Download and Revoke. */
export function LettersSection({
  letters,
  onRevoke,
}: {
  letters: ExperienceLetter[];
  onRevoke: (letter: ExperienceLetter) => void;
}) {
  return (
    <DetailSection
      title={MESSAGES.experienceLettersTitle}
      items={[]}
      empty={letters.length === 0 ? <Text size="sm">No letters issued.</Text> : undefined}
    >
      {letters.length > 0 ? (
        <ul className={classes.letters} aria-label={MESSAGES.experienceLettersTitle}>
          {letters.map((letter) => (
            <LetterItem key={letter.letterId} letter={letter} onRevoke={() => onRevoke(letter)} />
          ))}
        </ul>
      ) : null}
    </DetailSection>
  );
}
