import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLastValue } from '../hooks/use-last-value';

export const REJECT_CONFIRM_TEXT = 'Reject this application? The applicant will be emailed.';

export interface RejectConfirmModalProps {
  /** The applicant's name; the dialog is open while it is set. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a rejection: it is stored, ends the applicant's chance to sign in, and mails them. */
export function RejectConfirmModal({ name, loading, onConfirm, onClose }: RejectConfirmModalProps) {
  // The name stays while the dialog closes.
  const shownName = useLastValue(name);
  return (
    <ConfirmDialog
      opened={name !== null}
      title="Reject application"
      confirmLabel="Reject"
      confirmColor="red.9"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text fw={600}>{shownName}</Text>
      <Text>{REJECT_CONFIRM_TEXT}</Text>
    </ConfirmDialog>
  );
}
