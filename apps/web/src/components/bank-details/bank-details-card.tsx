import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { BANK_MESSAGES, type BankDetails, PAYMENT_SCREEN_TEXTS as T } from '@ojt/domain';
import { IconAlertTriangle, IconBuildingBank } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { FormSuccess } from '../account/form-message';
import { formatDateTime } from '../date-text';
import { FactGrid } from '../fact-grid';
import { LoadError, LoadingBlocks } from '../load-states';
import { type BankHolder, useBankDetails } from './api/bank-details';
import { BankDetailsForm } from './bank-details-form';

function Facts({ details }: { details: BankDetails }) {
  return (
    <FactGrid
      items={[
        [T.accountNumberLabel, details.accountMasked],
        [T.bankLabel, details.bankName],
        [T.accountHolderLabel, details.accountHolder],
        [T.changedOnLabel, formatDateTime(details.changedAt)],
      ]}
    />
  );
}

/**
 * The caller's bank details (issue 28): the account masked ('•••• 4821'), its bank and holder, or a
 * warning that payments are held back without it; Add / Change opens the form in the card.
 */
export function BankDetailsCard({ holder }: { holder: BankHolder }) {
  const headingId = useId();
  const query = useBankDetails(holder);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const details = query.data ?? null;

  let body: ReactNode;
  if (query.isPending) body = <LoadingBlocks label={T.loadingBankDetails} count={1} height={72} />;
  else if (query.isError)
    body = (
      <LoadError
        message={BANK_MESSAGES.failedLoadBankDetails}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  else if (editing)
    body = (
      <BankDetailsForm
        holder={holder}
        current={details}
        onCancel={() => setEditing(false)}
        onSaved={(message) => {
          setEditing(false);
          setSaved(message);
        }}
      />
    );
  else
    body = details ? (
      <Facts details={details} />
    ) : (
      // A standing state, not news: a note, not an alert read out on every visit.
      <Alert role="note" color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
        <Text size="sm">{holder === 'learner' ? T.noBankDetailsLearner : T.noBankDetailsEmployer}</Text>
      </Alert>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconBuildingBank size={20} aria-hidden />
            <Title order={3} size="h4" id={headingId}>
              {T.bankDetailsTitle}
            </Title>
          </Group>
          {!editing && query.isSuccess ? (
            <Button
              variant={details ? 'default' : 'filled'}
              mih={44}
              onClick={() => {
                setSaved(null);
                setEditing(true);
              }}
            >
              {details ? T.changeBankDetails : T.addBankDetails}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {holder === 'learner' ? T.learnerBankIntro : T.employerBankIntro}
        </Text>
        <FormSuccess message={editing ? null : saved} />
        {body}
      </Stack>
    </Card>
  );
}
