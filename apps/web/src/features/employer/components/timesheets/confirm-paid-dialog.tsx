import { Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  PAYMENT_SCREEN_TEXTS as P,
  PAYMENT_REFERENCE_MAX,
  portalToday,
  type Timesheet,
} from '@ojt/domain';
import { useState } from 'react';
import actions from '../../../../components/account/dialog-buttons.module.css';
import { FormError } from '../../../../components/account/form-message';
import { serverFieldErrors } from '../../../../components/account/server-field-errors';
import { actionFailureText } from '../../../../components/action-failure-text';
import { useConfirmStipendPaid } from '../../api/confirm-stipend-paid';
import { sheetName } from './use-timesheet-actions';

// The server names the parameters; the form's fields follow them.
const FIELD_NAMES = { PaidOn: 'paidOn', Reference: 'reference' } as const;
type Field = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];

export interface ConfirmPaidDialogProps {
  /** The approved, employer-paid month; null closes the dialog. */
  sheet: Timesheet | null;
  onDone: (message: string, sheet: Timesheet) => void;
  onClose: () => void;
}

/**
 * "Confirm paid" (issue 28): the date the employer paid the learner and its reference. The server's
 * 400s (a date in the future, no reference) show under their fields, a 409 above the buttons.
 */
export function ConfirmPaidDialog({ sheet, onDone, onClose }: ConfirmPaidDialogProps) {
  const confirm = useConfirmStipendPaid();
  const [paidOn, setPaidOn] = useState(() => portalToday());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = confirm.isPending;

  const send = () => {
    if (!sheet) return;
    setErrors({});
    setFailure(null);
    confirm.mutate(
      { timesheetId: sheet.timesheetId, paidOn, reference },
      {
        onSuccess: (answer) => onDone(answer.message, sheet),
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELD_NAMES);
          if (Object.keys(fields).length > 0) setErrors(fields);
          else
            setFailure(
              actionFailureText(error, {
                fallback: P.failedConfirmPaid,
                network: MESSAGES.networkErrorTryAgain,
              }),
            );
        },
      },
    );
  };

  return (
    <Modal
      opened={sheet !== null}
      onClose={busy ? () => {} : onClose}
      onExitTransitionEnd={() => {
        setPaidOn(portalToday());
        setReference('');
        setErrors({});
        setFailure(null);
      }}
      title={P.confirmPaidTitle}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <Text fw={600}>{sheet ? `${sheetName(sheet)} · ${sheet.amountText}` : ''}</Text>
          <TextInput
            type="date"
            label={P.paidOnLabel}
            withAsterisk
            aria-required
            value={paidOn}
            max={portalToday()}
            onChange={(event) => setPaidOn(event.currentTarget.value)}
            error={errors.paidOn}
            data-autofocus
          />
          <TextInput
            label={P.referenceLabel}
            description={P.referenceHint}
            withAsterisk
            aria-required
            value={reference}
            maxLength={PAYMENT_REFERENCE_MAX}
            onChange={(event) => setReference(event.currentTarget.value)}
            error={errors.reference}
          />
          <FormError message={failure} />
          <div className={actions.actions}>
            <Button variant="default" onClick={onClose} disabled={busy} mih={44}>
              {P.cancel}
            </Button>
            <Button type="submit" loading={busy} mih={44}>
              {P.confirmPaid}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
