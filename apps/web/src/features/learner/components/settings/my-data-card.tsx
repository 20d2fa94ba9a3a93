import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { downloadMyData, type MyDataFormat } from '../../api/download-my-data';
import classes from './my-data-card.module.css';

const T = MESSAGES;

/** The PDF summary first (issue 30), then the complete JSON copy. */
const FORMATS: { format: MyDataFormat; action: string; hint: string }[] = [
  { format: 'pdf', action: T.myDataPdfAction, hint: T.myDataPdfHint },
  { format: 'json', action: T.myDataJsonAction, hint: T.myDataJsonHint },
];

/**
 * Download my data (issue 11): everything the portal holds about the learner, as a PDF summary to
 * read (offered first, issue 30) or the complete JSON copy, built by the server when asked.
 */
export function MyDataCard() {
  const [busy, setBusy] = useState<MyDataFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const download = async (format: MyDataFormat) => {
    setError(null);
    setDone(null);
    setBusy(format);
    try {
      await downloadMyData(format);
      setDone(T.myDataDone);
    } catch (failure) {
      setError(actionFailureText(failure, { fallback: T.failedMyData, network: T.networkErrorOccurred }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-data-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="my-data-title">
          {T.myDataTitle}
        </Title>
        <Text size="sm">{T.myDataIntro}</Text>
        <FormError message={error} />
        <FormSuccess message={done} />
        {/* The PDF first: a summary to read, on a phone too; the JSON stays for whoever wants it. */}
        <Stack gap="md">
          {FORMATS.map(({ format, action, hint }) => (
            <Stack key={format} gap={4} align="flex-start">
              <Button
                variant={format === 'pdf' ? 'filled' : 'default'}
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy === format}
                disabled={busy !== null && busy !== format}
                onClick={() => download(format)}
                aria-describedby={`my-data-${format}-hint`}
                className={classes.action}
              >
                {action}
              </Button>
              <Text size="sm" c="dimmed" id={`my-data-${format}-hint`}>
                {hint}
              </Text>
            </Stack>
          ))}
        </Stack>
        {busy ? (
          <Text size="sm" c="dimmed" role="status">
            {T.myDataPreparing}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
