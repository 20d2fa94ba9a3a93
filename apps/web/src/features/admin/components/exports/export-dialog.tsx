import { Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EXPORT_REASON_MAX, type ExportKind, exportOptionsSchema, MESSAGES } from '@ojt/domain';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { type ExportFilters, useExportCsv } from '../../api/export-csv';

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: ExportKind;
  /** What the table is filtered by now, as its list call sends it. */
  filters: ExportFilters;
  /** Offer "Include identity data" (learners and placements; employers hold none). */
  identityOption: boolean;
  /** What the file holds, when not the table's filtered rows (a selection, issue 30). */
  intro?: string;
}

function ExportForm({ kind, filters, identityOption, intro, onClose }: Omit<ExportDialogProps, 'opened'>) {
  const exportCsv = useExportCsv();
  const failure = useActionFailure({
    fallback: MESSAGES.failedExport,
    network: MESSAGES.networkErrorTryAgain,
  });
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(exportOptionsSchema, {
    includeIdentity: false,
    reason: '',
  });
  const withIdentity = form.values.includeIdentity;

  const submit = handleSubmit(({ includeIdentity, reason }) => {
    failure.clear();
    const identity = includeIdentity && reason ? { reason } : undefined;
    exportCsv.mutate(
      { kind, filters, identity },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: MESSAGES.exportDone });
          onClose();
        },
        onError: failure.show,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{intro ?? MESSAGES.exportDialogIntro}</Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        {identityOption ? (
          <>
            <Checkbox
              label={MESSAGES.includeIdentityLabel}
              description={MESSAGES.includeIdentityHint}
              id={idFor('includeIdentity')}
              {...form.getInputProps('includeIdentity', { type: 'checkbox' })}
            />
            {withIdentity ? (
              <Textarea
                label={MESSAGES.exportReasonLabel}
                withAsterisk
                rows={3}
                resize="vertical"
                maxLength={EXPORT_REASON_MAX}
                {...field('reason')}
              />
            ) : null}
          </>
        ) : null}
        <FormError message={failure.text} />
        <DialogButtons
          onCancel={onClose}
          disabled={exportCsv.isPending}
          loading={exportCsv.isPending}
          busyLabel={MESSAGES.exportPreparing}
        >
          {MESSAGES.exportDownloadAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

/**
 * Export the table to CSV with its current filters; for learners and placements, optionally with
 * identity data and the reason (required), which the audit trail records.
 */
export function ExportDialog({ opened, onClose, ...props }: ExportDialogProps) {
  return (
    <DialogFrame opened={opened} onClose={onClose} title={MESSAGES.exportDialogTitle}>
      {opened ? <ExportForm {...props} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
