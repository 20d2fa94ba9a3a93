import { Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addBankBodySchema,
  BANK_MESSAGES,
  ERROR_CODES,
  MESSAGES,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { isApiError } from '../../../../lib/api-client';
import { useAddBank, useBanks } from '../../api/banks';
import classes from '../admin-list.module.css';
import { ListEmpty, ListError, ListSkeleton } from '../list-states';
import formClasses from '../stipend-settings/stipend-settings.module.css';

function BanksTable() {
  const query = useBanks();
  if (query.isPending) return <ListSkeleton label={TEXT.loadingBanks} rows={3} />;
  if (query.isError) return <ListError message={TEXT.failedLoadBanks} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <ListEmpty message={TEXT.noBanks} />;
  return (
    <Table className={classes.table} verticalSpacing="xs" withTableBorder maw="40rem">
      <caption className={classes.caption}>{TEXT.banksTitle}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{TEXT.bankNameColumn}</Table.Th>
          <Table.Th scope="col">{TEXT.routingColumn}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.map((bank) => (
          <Table.Tr key={bank.bankId}>
            <Table.Th scope="row" className={classes.lead} data-label={TEXT.bankNameColumn}>
              {bank.name}
            </Table.Th>
            <Table.Td data-label={TEXT.routingColumn}>{bank.routingNumber}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Add a bank: its name and 9-digit routing number; a routing number listed already (409) is said under it. */
function AddBankForm() {
  const add = useAddBank();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(addBankBodySchema, {
    name: '',
    routingNumber: '',
  });
  const submit = handleSubmit((bank) => {
    setProblem(null);
    add.mutate(bank, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || BANK_MESSAGES.bankAdded,
          message: `${bank.name} (${bank.routingNumber})`,
        });
        form.reset();
      },
      onError: (error) => {
        const message = actionFailureText(error, {
          fallback: MESSAGES.internalError,
          network: MESSAGES.networkErrorTryAgain,
        });
        if (isApiError(error) && error.code === ERROR_CODES.CONFLICT && message)
          form.setFieldError('routingNumber', message);
        else setProblem(message);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby={idFor('heading')}>
      <Stack gap="sm" mt="md">
        <Title order={4} size="h5" id={idFor('heading')}>
          {TEXT.addBankTitle}
        </Title>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <div className={formClasses.addHoliday}>
          <TextInput label={TEXT.bankNameLabel} withAsterisk autoComplete="off" {...field('name')} />
          <TextInput
            label={TEXT.routingNumberLabel}
            description={TEXT.routingNumberHint}
            withAsterisk
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            {...field('routingNumber')}
          />
          <Button
            type="submit"
            className={formClasses.addButton}
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
          >
            {TEXT.addBankAction}
          </Button>
        </div>
        <FormError message={problem} />
      </Stack>
    </form>
  );
}

/** The office's list of banks (learners and employers choose from it) and the form to add one. */
export function BanksSection() {
  return (
    <section aria-labelledby="banks-heading">
      <Title order={3} size="h4" id="banks-heading">
        {TEXT.banksTitle}
      </Title>
      <Text size="sm" mb="sm">
        {TEXT.banksIntro}
      </Text>
      <BanksTable />
      <AddBankForm />
    </section>
  );
}
