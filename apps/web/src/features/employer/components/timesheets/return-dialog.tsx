import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TIMESHEET_SCREEN_TEXTS as T, TIMESHEET_REMARKS_MAX, type Timesheet } from '@ojt/domain';
import { useState } from 'react';
import actions from '../../../../components/account/dialog-buttons.module.css';
import { FormError } from '../../../../components/account/form-message';
import { sheetName } from './use-timesheet-actions';

export interface ReturnDialogProps {
  sheet: Timesheet | null;
  opened: boolean;
  loading: boolean;
  /** The server's refusal of the reason (400), shown under the field. */
  reasonError: string | null;
  /** Any other failure (the month is no longer submitted: 409). */
  error: string | null;
  onReturn: (reason: string) => void;
  onClose: () => void;
}

/** Return a month to the learner with a reason (required: the server's 400 says so under the field). */
export function ReturnDialog(props: ReturnDialogProps) {
  const { sheet, opened, loading, reasonError, error, onReturn, onClose } = props;
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onClose}
      onExitTransitionEnd={() => setReason('')}
      title={T.returnTitle}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onReturn(reason);
        }}
      >
        <Stack gap="md">
          <Text fw={600}>{sheet ? sheetName(sheet) : ''}</Text>
          <Textarea
            label={T.returnReasonLabel}
            description={T.returnReasonHint}
            withAsterisk
            aria-required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={TIMESHEET_REMARKS_MAX}
            rows={4}
            error={reasonError}
            data-autofocus
          />
          <FormError message={error} />
          <div className={actions.actions}>
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {T.returnAction}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
