import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { formatDate } from '../../../../components/date-text';
import { downloadLetter } from '../../../../lib/download-letter';
import { LETTER_TEXTS as T } from './letter-texts';
import classes from './letters.module.css';

function LetterRow({
  letter,
  onFailure,
}: {
  letter: ExperienceLetter;
  onFailure: (text: string | null) => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    onFailure(null);
    setBusy(true);
    try {
      await downloadLetter(letter.letterId, letter.verificationCode);
    } catch (error) {
      onFailure(
        actionFailureText(error, { fallback: T.failedDownload, network: MESSAGES.networkErrorOccurred }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={classes.letter}>
      <div>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} ff="monospace">
            {letter.verificationCode}
          </Text>
          {letter.revoked ? (
            <Badge color="red.9" variant="filled" tt="none">
              {T.revoked}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {T.issued} {formatDate(letter.issuedAt)}
          {letter.revoked && letter.revokedAt ? ` · ${T.revoked} ${formatDate(letter.revokedAt)}` : ''}
        </Text>
        {letter.revoked && letter.revokeReason ? (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {T.revokedReason}: {letter.revokeReason}
          </Text>
        ) : null}
      </div>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={`${T.download} letter ${letter.verificationCode}`}
        loading={busy}
        onClick={() => void download()}
      >
        {T.download}
      </Button>
    </li>
  );
}

/** A placement's issued letters, newest first: code, issue date, Revoked with its reason, Download. */
export function LetterList({ letters, id }: { letters: ExperienceLetter[]; id: string }) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap={6}>
      <Text id={id} size="sm" fw={700}>
        {T.lettersIssued}
      </Text>
      {letters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {T.noLetterYet}
        </Text>
      ) : (
        <ul className={classes.letters} aria-labelledby={id}>
          {letters.map((letter) => (
            <LetterRow key={letter.letterId} letter={letter} onFailure={setFailure} />
          ))}
        </ul>
      )}
      <FormError message={failure} />
    </Stack>
  );
}
