import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CHANGE_TEXT_MAX,
  MESSAGES,
  type PlacementDetail,
  recordBreakBodySchema,
  validateFields,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { formatDate } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useRecordBreak } from '../../api/placement-changes';
import { PlacementHeading, usePlacementForm } from './placement-form';
import { labelledBy } from './placement-labels';

/** The dialog's fields, as the API names them, and how the screen names them. */
const LABELS = {
  from: 'First day of the break',
  to: 'Last day of the break',
  reason: MESSAGES.reasonLabel,
  extendEnd: MESSAGES.extendEndLabel,
} as const;
type BreakValues = { from: string; to: string; reason: string; extendEnd: boolean };

const labelled = labelledBy(LABELS);

function BreakForm({ placement, onClose }: { placement: PlacementDetail; onClose: () => void }) {
  const record = useRecordBreak();
  const { form, idFor, field, attempt, failure, submit } = usePlacementForm<BreakValues>({
    initialValues: { from: '', to: '', reason: '', extendEnd: true },
    validate: (values) =>
      labelled(validateFields(recordBreakBodySchema, { placementId: placement.placementId, ...values })),
    labelled,
    send: (values, onError) => {
      record.mutate(recordBreakBodySchema.parse({ placementId: placement.placementId, ...values }), {
        onSuccess: (answer) => {
          const { from, to, days } = answer.data;
          notifications.show({
            color: 'green',
            title: answer.message || MESSAGES.breakRecorded,
            message: `${placement.learnerName}: ${formatDate(from)} to ${formatDate(to)} (${days} ${days === 1 ? 'day' : 'days'}).`,
          });
          onClose();
        },
        onError,
      });
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlacementHeading placement={placement}>
          Placed from {formatDate(placement.startDate)} to {formatDate(placement.endDate)}. Attendance is not
          expected and no stipend accrues on the days of a break.
        </PlacementHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={LABELS.from} withAsterisk data-autofocus {...field('from')} />
          <TextInput type="date" label={LABELS.to} withAsterisk {...field('to')} />
        </SimpleGrid>
        <Textarea
          label={LABELS.reason}
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={CHANGE_TEXT_MAX}
          {...field('reason')}
        />
        <Checkbox
          label={LABELS.extendEnd}
          id={idFor('extendEnd')}
          {...form.getInputProps('extendEnd', { type: 'checkbox' })}
        />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={record.isPending} loading={record.isPending}>
          {MESSAGES.recordBreakLabel}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface RecordBreakDialogProps {
  /** The Placed placement; the dialog is open while it is set. */
  placement: PlacementDetail | null;
  onClose: () => void;
}

/** Record break: its first and last day, the reason, and whether the end date moves by its length. */
export function RecordBreakDialog({ placement, onClose }: RecordBreakDialogProps) {
  return (
    <DialogFrame opened={placement !== null} onClose={onClose} title={MESSAGES.recordBreakLabel} size="lg">
      {placement ? <BreakForm key={placement.placementId} placement={placement} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
