import { Text, Textarea } from '@mantine/core';
import { MESSAGES, rejectReasonSchema } from '@ojt/domain';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLastValue } from '../hooks/use-last-value';

export const REJECT_CONFIRM_TEXT = 'Reject this application? The applicant will be emailed.';

export interface RejectConfirmModalProps {
  /** The applicant's name; the dialog is open while it is set. */
  name: string | null;
  loading: boolean;
  /** Called with the reason, trimmed ('' when none was given). */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks before a rejection: it is stored, ends the applicant's chance to sign in, and mails them. An
 * optional reason (issue 16) goes into that mail and stays with the decision; the domain rule checks it.
 */
export function RejectConfirmModal({ name, loading, onConfirm, onClose }: RejectConfirmModalProps) {
  // The name stays while the dialog closes.
  const shownName = useLastValue(name);
  const opened = name !== null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each rejection starts with an empty reason.
  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);

  const confirm = () => {
    const checked = rejectReasonSchema.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES.rejectReasonInvalid);
      return;
    }
    onConfirm(checked.data);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title="Reject application"
      confirmLabel="Reject"
      confirmColor="red.9"
      loading={loading}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text fw={600}>{shownName}</Text>
      <Text>{REJECT_CONFIRM_TEXT}</Text>
      <Textarea
        label={MESSAGES.rejectReasonLabel}
        description={MESSAGES.rejectReasonHint}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        rows={4}
        disabled={loading}
      />
    </ConfirmDialog>
  );
}
