import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  correctPlacementDatesParamsSchema,
  isIsoDate,
  lettersRevokedByCorrectionText,
  MESSAGES,
  type PlacementDetail,
  REVOKE_REASON_MAX,
  validateFields,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { formatDate } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useCorrectPlacementDates } from '../../api/correct-placement-dates';
import { PlacementHeading, usePlacementForm } from './placement-form';
import { labelledBy } from './placement-labels';

/** The dialog's fields, as the API names them, and how the screen names them. */
const LABELS = { StartDate: 'Start date', EndDate: 'End date', Reason: MESSAGES.reasonLabel } as const;
type DatesField = keyof typeof LABELS;
type DatesValues = Record<DatesField, string>;

/** Each problem under its field's screen name, in the form's order. */
const labelled = labelledBy(LABELS);

/**
 * The domain's rules for a correction. Its end-date rule runs only once every other field is right;
 * the dates are checked on their own too, so the admin sees it before giving the reason.
 */
export function datesErrors(placementId: number, values: DatesValues) {
  const found = validateFields(correctPlacementDatesParamsSchema, { PlacementId: placementId, ...values });
  if (!found.EndDate && isIsoDate(values.StartDate) && isIsoDate(values.EndDate)) {
    const rule = validateFields(correctPlacementDatesParamsSchema, {
      ...values,
      PlacementId: 1,
      Reason: 'x',
    });
    if (rule.EndDate) found.EndDate = rule.EndDate;
  }
  return labelled(found);
}

function DatesForm({ placement, onClose }: { placement: PlacementDetail; onClose: () => void }) {
  const correct = useCorrectPlacementDates();
  const { form, idFor, field, attempt, failure, submit } = usePlacementForm<DatesValues>({
    initialValues: {
      StartDate: placement.startDate ?? '',
      EndDate: placement.endDate ?? '',
      Reason: '',
    },
    validate: (values) => datesErrors(placement.placementId, values),
    labelled,
    send: (values, onError) => {
      correct.mutate(
        { placementId: placement.placementId, values },
        {
          onSuccess: (answer) => {
            const { startDate, endDate, revokedLetterIds } = answer.data;
            const dates = `${formatDate(startDate)} to ${formatDate(endDate)}`;
            const revoked = lettersRevokedByCorrectionText(revokedLetterIds.length);
            notifications.show({
              color: 'green',
              title: answer.message || MESSAGES.placementDatesCorrected,
              message: `${placement.learnerName} · ${placement.employerName}: ${dates}. ${revoked}`.trim(),
            });
            onClose();
          },
          onError,
        },
      );
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PlacementHeading placement={placement}>{MESSAGES.correctDatesExplain}</PlacementHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={LABELS.StartDate}
            withAsterisk
            data-autofocus
            {...field('StartDate')}
          />
          <TextInput type="date" label={LABELS.EndDate} withAsterisk {...field('EndDate')} />
        </SimpleGrid>
        <Textarea
          label={LABELS.Reason}
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={REVOKE_REASON_MAX}
          {...field('Reason')}
        />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={correct.isPending} loading={correct.isPending}>
          {MESSAGES.correctDatesAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface CorrectDatesDialogProps {
  /** The placement whose dates to correct; the dialog is open while it is set. */
  placement: PlacementDetail | null;
  onClose: () => void;
}

/** Correct placement dates: start, end and the reason, for a Placed or Completed placement. */
export function CorrectDatesDialog({ placement, onClose }: CorrectDatesDialogProps) {
  return (
    <DialogFrame opened={placement !== null} onClose={onClose} title={MESSAGES.correctDatesAction} size="lg">
      {placement ? <DatesForm key={placement.placementId} placement={placement} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
