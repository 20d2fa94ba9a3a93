import { Modal, type ModalProps } from '@mantine/core';

/** The portal's dialog: centred, a clear title, full width on a phone. */
export function DialogFrame({ children, ...props }: ModalProps) {
  return (
    <Modal
      centered
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
    >
      {children}
    </Modal>
  );
}
