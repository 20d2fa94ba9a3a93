import { Loader, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  monthInWords,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_MESSAGES,
  TIMESHEET_REMARKS_MAX,
  type Timesheet,
} from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { type CorrectionDayValues, useCorrectTimesheet } from '../../api/correct-timesheet';
import { CorrectionDayFields } from './correction-day-fields';
import type { AdminTimesheetRow } from './timesheets-list';
import { useCorrectionForm } from './use-correction-form';
import { useCorrectionRows } from './use-correction-rows';

function CorrectionForm({
  timesheet,
  rows,
  onClose,
  onCorrected,
}: {
  timesheet: AdminTimesheetRow;
  rows: CorrectionDayValues[];
  onClose: () => void;
  onCorrected: (corrected: Timesheet) => void;
}) {
  const correct = useCorrectTimesheet();
  const { form, idFor, attempt, failure, submit, setMark } = useCorrectionForm(rows, (values, refused) =>
    correct.mutate(
      { timesheetId: timesheet.timesheetId, ...values },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            title: answer.message || TIMESHEET_MESSAGES.timesheetCorrected,
            message: `${timesheet.learnerName} · ${monthInWords(timesheet.month)}: ${answer.data.amountText}`,
          });
          onCorrected(answer.data);
          onClose();
        },
        onError: refused,
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          <strong>{timesheet.learnerName}</strong> · {timesheet.employerName} ·{' '}
          {monthInWords(timesheet.month)}
          <br />
          {TEXT.correctExplain}
        </Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <div>
          {form.values.days.map((day, index) => (
            <CorrectionDayFields
              key={day.date}
              day={day}
              index={index}
              idFor={idFor}
              errorOf={(field) => form.errors[`days.${index}.${field}`]}
              onMark={(half, value) => setMark(index, half, value)}
            />
          ))}
        </div>
        <Textarea
          id={idFor('reason')}
          label={TEXT.correctionReasonLabel}
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={TIMESHEET_REMARKS_MAX}
          {...form.getInputProps('reason')}
        />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={correct.isPending} loading={correct.isPending}>
          {TEXT.saveCorrection}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface CorrectTimesheetDialogProps {
  /** The approved month to correct; the dialog is open while it is set. */
  timesheet: AdminTimesheetRow | null;
  onClose: () => void;
  onCorrected: (corrected: Timesheet) => void;
}

/** Correct an approved month: each day's a.m. and p.m. marks and leave reason, and the reason why. */
export function CorrectTimesheetDialog({ timesheet, onClose, onCorrected }: CorrectTimesheetDialogProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  const { rows } = useCorrectionRows(timesheet);
  return (
    <DialogFrame
      opened={timesheet !== null}
      onClose={onClose}
      title={TEXT.correctTitle}
      size="xl"
      fullScreen={phone}
    >
      {timesheet && rows ? (
        <CorrectionForm
          key={timesheet.timesheetId}
          timesheet={timesheet}
          rows={rows}
          onClose={onClose}
          onCorrected={onCorrected}
        />
      ) : timesheet ? (
        <Stack align="center" role="status" aria-label={TEXT.loadingDays}>
          <Loader size="sm" aria-hidden />
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
