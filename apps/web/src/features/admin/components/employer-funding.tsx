import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type EmployerFunding,
  FUNDING_MESSAGES,
  FUNDING_MODEL_LABELS,
  FUNDING_MODELS,
  FUNDING_REASON_MAX,
  MESSAGES,
  monthInWords,
  setEmployerFundingParamsSchema,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { IconCoins } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DialogButtons } from '../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../components/account/dialog-frame';
import { FormError } from '../../../components/account/form-message';
import { useActionFailure } from '../../../components/action-failure-text';
import { FormErrorSummary } from '../../../components/form-error-summary';
import { useSchemaForm } from '../../../components/use-schema-form';
import { useSetEmployerFunding } from '../api/set-employer-funding';
import { recentMonths } from './timesheets/timesheet-labels';

const MODELS = FUNDING_MODELS.map((model) => ({ value: model, label: FUNDING_MODEL_LABELS[model] }));

/** The months a change may start from: the next three, this one and the 11 before, newest first. */
function fromMonths() {
  const now = new Date();
  const ahead = new Date(now.getFullYear(), now.getMonth() + 3, 15);
  return recentMonths(ahead, 15).map((m) => ({ value: m, label: monthInWords(m) }));
}

function FundingForm({
  empId,
  funding,
  onClose,
}: {
  empId: string;
  funding?: EmployerFunding;
  onClose: () => void;
}) {
  const save = useSetEmployerFunding();
  const failure = useActionFailure({
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorTryAgain,
  });
  const months = useMemo(fromMonths, []);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(setEmployerFundingParamsSchema, {
    EmpId: empId,
    Model: funding?.model === 'employer' ? 'programme' : 'employer',
    FromMonth: months[3]?.value ?? '',
    Reason: '',
  });
  const submit = handleSubmit((params) => {
    failure.clear();
    save.mutate(
      { empId, model: params.Model, fromMonth: params.FromMonth, reason: params.Reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: FUNDING_MESSAGES.employerFundingSet,
            message: `${FUNDING_MODEL_LABELS[params.Model]}, ${monthInWords(params.FromMonth)}`,
          });
          onClose();
        },
        onError: failure.show,
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={TEXT.changeFundingTitle}>
      <Stack gap="md">
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <NativeSelect label={TEXT.fundingModelLabel} data={MODELS} withAsterisk {...field('Model')} />
        <NativeSelect label={TEXT.fundingFromMonthLabel} data={months} withAsterisk {...field('FromMonth')} />
        <Textarea
          label={TEXT.fundingReasonLabel}
          withAsterisk
          rows={3}
          maxLength={FUNDING_REASON_MAX}
          {...field('Reason')}
        />
        <FormError message={failure.text} />
        <DialogButtons onCancel={onClose} disabled={save.isPending} loading={save.isPending}>
          {TEXT.saveAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

/**
 * The employer's funding on its record (issue 28): who pays its trainees and from which month, and
 * "Change funding" (a model, a month and a reason).
 */
export function EmployerFundingSection({ empId, funding }: { empId: string; funding?: EmployerFunding }) {
  const [changing, setChanging] = useState(false);
  const from = funding ? (funding.fromMonth ? monthInWords(funding.fromMonth) : TEXT.fundingByType) : null;
  return (
    <section aria-labelledby={`funding-${empId}`}>
      <Group justify="space-between" align="center" mb="xs">
        <Title order={3} size="h5" id={`funding-${empId}`}>
          {TEXT.fundingTitle}
        </Title>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconCoins size={16} aria-hidden />}
          onClick={() => setChanging(true)}
        >
          {TEXT.changeFundingAction}
        </Button>
      </Group>
      <dl>
        <Text component="dt" size="sm" fw={600}>
          {TEXT.fundingModelLabel}
        </Text>
        <Text component="dd" size="sm" ml={0} mb="xs">
          {funding ? FUNDING_MODEL_LABELS[funding.model] : TEXT.fundingNotShown}
        </Text>
        {from ? (
          <>
            <Text component="dt" size="sm" fw={600}>
              {TEXT.fundingFromLabel}
            </Text>
            <Text component="dd" size="sm" ml={0}>
              {from}
            </Text>
          </>
        ) : null}
      </dl>
      <DialogFrame opened={changing} onClose={() => setChanging(false)} title={TEXT.changeFundingTitle}>
        {changing ? <FundingForm empId={empId} funding={funding} onClose={() => setChanging(false)} /> : null}
      </DialogFrame>
    </section>
  );
}
