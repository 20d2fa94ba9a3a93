import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLastValue } from '../hooks/use-last-value';
import classes from './detail-modal.module.css';

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
  const shownName = useLastValue(name);
  return (
    <Modal
      opened={name !== null}
      onClose={loading ? () => {} : onClose}
      title="Reject application"
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: classes.title }}
    >
      <Stack gap="md">
        <Text fw={600}>{shownName}</Text>
        <Text>{REJECT_CONFIRM_TEXT}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
