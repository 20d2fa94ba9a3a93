import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { downloadMyData, type MyDataFormat } from '../../api/download-my-data';

const T = MESSAGES;

/**
 * Download my data (issue 11): everything the portal holds about the learner, as the complete JSON
 * copy or a readable PDF summary, built by the server when asked.
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
        <Group gap="sm" wrap="wrap">
          {(['json', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'json' ? 'filled' : 'default'}
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={busy === format}
              disabled={busy !== null && busy !== format}
              onClick={() => download(format)}
            >
              {format === 'json' ? T.myDataJsonAction : T.myDataPdfAction}
            </Button>
          ))}
        </Group>
        {busy ? (
          <Text size="sm" c="dimmed" role="status">
            {T.myDataPreparing}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
