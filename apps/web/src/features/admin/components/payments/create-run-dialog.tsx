import { NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createPaymentRunParamsSchema,
  MESSAGES,
  monthInWords,
  PAYMENT_RUN_MESSAGES,
  type PaymentRunDetail,
  runName,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { useMemo } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useCreatePaymentRun } from '../../api/payment-run-actions';
import { recentMonths } from '../timesheets/timesheet-labels';

const CYCLES = [
  { value: '1', label: TEXT.cycleOne },
  { value: '2', label: TEXT.cycleTwo },
];

function CreateRunForm({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (run: PaymentRunDetail) => void;
}) {
  const create = useCreatePaymentRun();
  const failure = useActionFailure({ fallback: TEXT.actionFailed, network: MESSAGES.networkErrorTryAgain });
  const months = useMemo(
    () => recentMonths(undefined, 12).map((m) => ({ value: m, label: monthInWords(m) })),
    [],
  );
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(createPaymentRunParamsSchema, {
    Month: months[0]?.value ?? '',
    Cycle: '1',
  });
  const submit = handleSubmit((params) => {
    failure.clear();
    create.mutate(params, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || PAYMENT_RUN_MESSAGES.runCreated,
          message: `${runName(answer.data.month, answer.data.cycle)}: ${answer.data.totalText}`,
        });
        onCreated(answer.data);
      },
      // 409 'A payment run for this month and pay cycle is already open.' is the server's own text.
      onError: failure.show,
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEXT.createRunTitle}>
      <Stack gap="md">
        <Text size="sm">{TEXT.createRunIntro}</Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <NativeSelect label={TEXT.runMonthLabel} data={months} withAsterisk {...field('Month')} />
        <NativeSelect label={TEXT.runCycleLabel} data={CYCLES} withAsterisk {...field('Cycle')} />
        <FormError message={failure.text} />
        <DialogButtons onCancel={onClose} disabled={create.isPending} loading={create.isPending}>
          {TEXT.createAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

/** "Create run": a month (this one and the 11 before) and a pay cycle; a 409 is said in the dialog. */
export function CreateRunDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (run: PaymentRunDetail) => void;
}) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={TEXT.createRunTitle}>
      {opened ? <CreateRunForm onClose={onClose} onCreated={onCreated} /> : null}
    </DialogFrame>
  );
}
