import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ExperienceLetter, MESSAGES } from '@ojt/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadLetter } from '../lib/download-letter';
import { FormError } from './account/form-message';
import { actionFailureText } from './action-failure-text';
import { formatDate } from './date-text';
import classes from './letter-list.module.css';
import { SectionTitle } from './section-title';

const T = MESSAGES;

function LetterRow({
  letter,
  revokedNote,
  downloadRevoked,
  onFailure,
}: {
  letter: ExperienceLetter;
  revokedNote?: string;
  downloadRevoked: boolean;
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
        actionFailureText(error, { fallback: T.failedDownloadLetter, network: T.networkErrorOccurred }),
      );
    } finally {
      setBusy(false);
    }
  };
  const noted = letter.revoked && revokedNote !== undefined;
  const blocked = noted && !downloadRevoked;
  return (
    <li className={classes.letter}>
      <div>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} ff="monospace">
            {letter.verificationCode}
          </Text>
          {letter.revoked ? (
            <Badge color="red.9" variant="filled" tt="none">
              {T.letterRevokedLabel}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {T.letterIssuedLabel} {formatDate(letter.issuedAt)}
          {letter.revoked && letter.revokedAt
            ? ` · ${T.letterRevokedLabel} ${formatDate(letter.revokedAt)}`
            : ''}
        </Text>
        {letter.revoked && letter.revokeReason ? (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {T.reasonLabel}: {letter.revokeReason}
          </Text>
        ) : null}
        {noted ? (
          <Text size="xs" c="dimmed">
            {revokedNote}
          </Text>
        ) : null}
      </div>
      {blocked ? null : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={`${T.downloadAction} letter ${letter.verificationCode}`}
          loading={busy}
          onClick={() => void download()}
        >
          {T.downloadAction}
        </Button>
      )}
    </li>
  );
}

/**
 * A placement's experience letters, newest first: code, issue date, Revoked with its reason, and
 * Download with its failure below the list. `heading` makes the list a section with a heading
 * (the learner's card) rather than a bold title (the employer's card). When `revokedNote` is
 * given, a revoked letter shows it and offers no Download, unless `downloadRevoked` (the learner,
 * whose copy the server marks REVOKED).
 */
export function LetterList({
  letters,
  id,
  title,
  emptyText,
  heading = false,
  revokedNote,
  downloadRevoked = false,
}: {
  letters: ExperienceLetter[];
  id: string;
  title: string;
  emptyText: string;
  heading?: boolean;
  revokedNote?: string;
  downloadRevoked?: boolean;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Stack gap={6} {...(heading ? { component: 'section', 'aria-labelledby': id } : {})}>
      <SectionTitle id={id} heading={heading}>
        {title}
      </SectionTitle>
      {letters.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <ul className={classes.letters} aria-labelledby={id}>
          {letters.map((letter) => (
            <LetterRow
              key={letter.letterId}
              letter={letter}
              revokedNote={revokedNote}
              downloadRevoked={downloadRevoked}
              onFailure={setFailure}
            />
          ))}
        </ul>
      )}
      <FormError message={failure} />
    </Stack>
  );
}
