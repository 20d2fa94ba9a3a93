import { Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  allowLetterConfirmText,
  allowLetterReissueParamsSchema,
  MESSAGES,
  type PlacementDetail,
  REVOKE_REASON_MAX,
  validateFields,
} from '@ojt/domain';
import { useEffect, useId, useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { isApiError } from '../../../../lib/api-client';
import { useAllowLetterReissue } from '../../api/allow-letter-reissue';
import { useLastValue } from '../../hooks/use-last-value';

export interface AllowLetterDialogProps {
  /** The held placement; the dialog is open while it is set. */
  placement: PlacementDetail | null;
  onClose: () => void;
}

/**
 * Allow a new letter: asks for the reason (kept in the audit trail) and confirms, naming the
 * employer who may then issue it and the learner it is for.
 */
export function AllowLetterDialog({ placement, onClose }: AllowLetterDialogProps) {
  const shown = useLastValue(placement);
  const opened = placement !== null;
  const reasonId = useId();
  const allow = useAllowLetterReissue();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Each opening starts with an empty reason.
  useEffect(() => {
    if (opened) {
      setReason('');
      setReasonError(null);
      setFailure(null);
    }
  }, [opened]);

  const confirm = () => {
    if (!shown) return;
    const params = { PlacementId: shown.placementId, Reason: reason };
    const problem = validateFields(allowLetterReissueParamsSchema, params).Reason;
    setReasonError(problem ?? null);
    setFailure(null);
    if (problem) return;
    allow.mutate(
      { placementId: shown.placementId, reason },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            title: answer?.message || MESSAGES.letterReissueAllowed,
            message: `${shown.learnerName} · ${shown.employerName}`,
          });
          onClose();
        },
        onError: (error) => {
          const message = actionFailureText(error, {
            fallback: MESSAGES.internalError,
            network: MESSAGES.networkErrorTryAgain,
          });
          if (isApiError(error) && error.fields?.Reason) setReasonError(error.fields.Reason);
          else setFailure(message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={MESSAGES.allowLetterAction}
      confirmLabel={MESSAGES.allowLetterAction}
      loading={allow.isPending}
      error={failure}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text fw={600}>
        {shown ? `${shown.learnerName} · ${shown.positionTitle} at ${shown.employerName}` : ''}
      </Text>
      <Text>{shown ? allowLetterConfirmText(shown.employerName, shown.learnerName) : ''}</Text>
      <Textarea
        id={reasonId}
        label={MESSAGES.reasonLabel}
        withAsterisk
        rows={3}
        resize="vertical"
        maxLength={REVOKE_REASON_MAX}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(null);
        }}
        error={reasonError}
        disabled={allow.isPending}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
