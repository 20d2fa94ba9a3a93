import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import {
  BANK_FILE_STATUSES,
  type BankFileFormat,
  MESSAGES,
  type PaymentRun,
  type ResultsAnswer,
  resultsSummary,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
  unmatchedLineText,
} from '@ojt/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { useDownloadBankFile, useUploadResults } from '../../api/payment-run-files';

const TEXTS = { fallback: TEXT.actionFailed, network: MESSAGES.networkErrorTryAgain };
const hasFile = (status: PaymentRun['status']) => (BANK_FILE_STATUSES as readonly string[]).includes(status);

/** What a result file did: how many paid and failed, and each line that matched nothing, with why. */
function ResultsReport({ answer }: { answer: ResultsAnswer }) {
  return (
    <Alert
      color={answer.unmatched.length ? 'yellow' : 'green'}
      variant="light"
      title={TEXT.resultsTitle}
      role="status"
    >
      <Text size="sm">{resultsSummary(answer.paid, answer.failed, answer.unmatched.length)}</Text>
      {answer.unmatched.length ? (
        <>
          <Text size="sm" fw={600} mt="xs">
            {TEXT.resultsUnmatchedTitle}
          </Text>
          <List size="sm">
            {answer.unmatched.map((u) => (
              <List.Item key={u.line}>{unmatchedLineText(u.line, u.reason)}</List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Alert>
  );
}

/** "Upload results": the bank's CSV, sent as it is (text/csv); `onApplied` gets what it did. */
function UploadResults({
  run,
  onApplied,
}: {
  run: PaymentRun;
  onApplied: (answer: ResultsAnswer | null) => void;
}) {
  const upload = useUploadResults();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    if (!file) return;
    setFailure(null);
    onApplied(null);
    const csv = await file.text();
    upload.mutate(
      { runId: run.runId, csv },
      { onSuccess: onApplied, onError: (error) => setFailure(actionFailureText(error, TEXTS)) },
    );
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end">
        <FileInput
          label={TEXT.resultsFileLabel}
          description={TEXT.resultsFileHint}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={setFile}
          miw="16rem"
        />
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void send()}
        >
          {TEXT.uploadResultsAction}
        </Button>
      </Group>
      <FormError message={failure} />
    </Stack>
  );
}

/**
 * An approved run's bank file, in the two formats (downloading marks it Sent), and, once sent, the
 * bank's result file. Nothing for a draft or a rejected run.
 */
export function BankFileActions({ run }: { run: PaymentRun }) {
  const download = useDownloadBankFile();
  const [failure, setFailure] = useState<string | null>(null);
  // Kept here: a file that gives every line its result closes the run, and the upload form goes.
  const [answer, setAnswer] = useState<ResultsAnswer | null>(null);
  if (!hasFile(run.status)) return null;
  const get = (format: BankFileFormat) => {
    setFailure(null);
    download.mutate({ run, format }, { onError: (error) => setFailure(actionFailureText(error, TEXTS)) });
  };
  const busy = download.isPending ? download.variables?.format : undefined;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'ach-csv'}
          onClick={() => get('ach-csv')}
        >
          {TEXT.downloadAchAction}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'pain001'}
          onClick={() => get('pain001')}
        >
          {TEXT.downloadPainAction}
        </Button>
      </Group>
      {run.status === 'Approved' ? (
        <Text size="sm" c="dimmed">
          {TEXT.downloadHint}
        </Text>
      ) : null}
      <FormError message={failure} />
      {run.status === 'Sent' ? <UploadResults run={run} onApplied={setAnswer} /> : null}
      {answer ? <ResultsReport answer={answer} /> : null}
    </Stack>
  );
}
