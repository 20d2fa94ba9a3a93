import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CHANGE_TEXT_MAX,
  MESSAGES,
  type PlacementDetail,
  type TransferOption,
  transferBodySchema,
  validateFields,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { formatDate } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useTransferOptions, useTransferPlacement } from '../../api/placement-changes';
import { PlacementHeading, usePlacementForm } from './placement-form';
import { labelledBy } from './placement-labels';

/** The dialog's fields, as the API names them, and how the screen names them. */
const LABELS = {
  newPlacementId: 'New placement',
  lastDay: 'Last day with the current employer',
  startDate: 'New start date',
  endDate: 'New end date',
  reason: MESSAGES.reasonLabel,
} as const;
type TransferValues = Record<keyof typeof LABELS, string>;

const labelled = labelledBy(LABELS);

/** The values as the API takes them (the chosen application's id as a number, '' as none). */
function bodyOf(placementId: number, values: TransferValues) {
  return {
    ...values,
    placementId,
    newPlacementId: values.newPlacementId ? Number(values.newPlacementId) : '',
  };
}

function optionLabel(option: TransferOption) {
  return `${option.employerName} · ${option.positionTitle} (applied ${formatDate(option.appliedAt)})`;
}

function TransferForm({ placement, onClose }: { placement: PlacementDetail; onClose: () => void }) {
  const options = useTransferOptions(placement.placementId);
  const transfer = useTransferPlacement();
  const { form, idFor, field, attempt, failure, submit } = usePlacementForm<TransferValues>({
    initialValues: { newPlacementId: '', lastDay: '', startDate: '', endDate: '', reason: '' },
    validate: (values) => labelled(validateFields(transferBodySchema, bodyOf(placement.placementId, values))),
    labelled,
    send: (values, onError) => {
      transfer.mutate(transferBodySchema.parse(bodyOf(placement.placementId, values)), {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            title: answer.message || MESSAGES.placementTransferred,
            message: `${placement.learnerName}: ${answer.data.employerName} from ${formatDate(answer.data.startDate)}.`,
          });
          onClose();
        },
        onError,
      });
    },
  });
  const choices = options.data ?? [];
  const none = options.isSuccess && choices.length === 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlacementHeading placement={placement}>
          Placed from {formatDate(placement.startDate)} to {formatDate(placement.endDate)}. The learner moves
          to one of their applications Selected by another employer.
        </PlacementHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        {options.isError ? <FormError message={MESSAGES.failedLoadPlacement} /> : null}
        {none ? (
          <Text size="sm" role="status">
            No application of this learner is Selected by another employer, so there is nowhere to transfer
            to.
          </Text>
        ) : null}
        <NativeSelect
          label={LABELS.newPlacementId}
          withAsterisk
          disabled={!options.isSuccess || none}
          data={[
            { value: '', label: options.isPending ? 'Loading…' : 'Choose an application' },
            ...choices.map((option) => ({ value: String(option.placementId), label: optionLabel(option) })),
          ]}
          data-autofocus
          {...field('newPlacementId')}
        />
        <TextInput type="date" label={LABELS.lastDay} withAsterisk {...field('lastDay')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={LABELS.startDate} withAsterisk {...field('startDate')} />
          <TextInput type="date" label={LABELS.endDate} withAsterisk {...field('endDate')} />
        </SimpleGrid>
        <Textarea
          label={LABELS.reason}
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={CHANGE_TEXT_MAX}
          {...field('reason')}
        />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={transfer.isPending || none} loading={transfer.isPending}>
          {MESSAGES.transferLabel}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface TransferDialogProps {
  /** The Placed placement to transfer from; the dialog is open while it is set. */
  placement: PlacementDetail | null;
  onClose: () => void;
}

/** Transfer: the new employer's Selected application, the last day here, the new dates and the reason. */
export function TransferDialog({ placement, onClose }: TransferDialogProps) {
  return (
    <DialogFrame opened={placement !== null} onClose={onClose} title={MESSAGES.transferLabel} size="lg">
      {placement ? (
        <TransferForm key={placement.placementId} placement={placement} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
