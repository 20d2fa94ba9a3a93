import { Alert, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { failureText, serverTextOr } from '../../../lib/failure-text';
import classes from './detail-modal.module.css';

export interface DetailModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  loading: boolean;
  error: unknown;
  /** Shown when the record could not be loaded and the server said nothing useful. */
  errorText: string;
  children: ReactNode;
}

/** The frame of the employer and learner detail modals: full screen on phones. */
export function DetailModal({
  opened,
  title,
  onClose,
  loading,
  error,
  errorText,
  children,
}: DetailModalProps) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  // A 404 names what is missing ('Employer details not found.'); anything else gets the spec's text.
  const failure = error
    ? failureText(error, { NOT_FOUND: serverTextOr(errorText), otherwise: errorText })
    : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: classes.title }}
    >
      {failure ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      ) : loading ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading...</Text>
        </Group>
      ) : (
        children
      )}
    </Modal>
  );
}
