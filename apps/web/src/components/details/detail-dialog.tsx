import { Alert, Group, Loader, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MESSAGES } from '@ojt/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './detail-section.module.css';

export interface DetailDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  loading: boolean;
  /** The text of a failed load; the record's sections are not shown. */
  failure: string | null;
  /** The close button's name, where a screen's tests and users know it by another than the theme's. */
  closeLabel?: string;
  children: ReactNode;
}

/** A record's details in a dialog: full screen on phones, loading and error states inside it. */
export function DetailDialog(props: DetailDialogProps) {
  const { opened, title, onClose, loading, failure, closeLabel, children } = props;
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
      classNames={{ title: classes.title }}
    >
      {failure ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {failure}
        </Alert>
      ) : loading ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{MESSAGES.loading}</Text>
        </Group>
      ) : (
        children
      )}
    </Modal>
  );
}
