import { Button, type ButtonProps, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import actions from './account/dialog-buttons.module.css';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The dialog's title, naming the action, e.g. 'Unpublish job position'. */
  title: string;
  /** What will happen, naming who and what it affects (PRODUCT.md §5). */
  children: ReactNode;
  /** The confirming button's text, e.g. 'Unpublish'. */
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  /** The action is running: the dialog stays until it ends. */
  loading?: boolean;
  /** A failure of the action, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be undone or that sends mail. Cancel has the focus first, so
 * Enter on an unread dialog does nothing harmful.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, confirmColor, loading = false, error, onClose } = props;
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onClose}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error ? (
          <Text role="alert" c="red.9" size="sm">
            {error}
          </Text>
        ) : null}
        {/* As the forms' dialogs: stacked full width on a phone, one row from 480 px. */}
        <div className={actions.actions}>
          <Button variant="default" onClick={onClose} disabled={loading} data-autofocus>
            Cancel
          </Button>
          <Button
            color={confirmColor}
            onClick={props.onConfirm}
            loading={loading}
            // A destructive action is told apart by more than its red (issue 16): a warning sign too.
            leftSection={
              String(confirmColor ?? '').startsWith('red') ? (
                <IconAlertTriangle size={18} aria-hidden />
              ) : undefined
            }
          >
            {confirmLabel}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
