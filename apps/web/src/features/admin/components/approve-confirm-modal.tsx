import { Alert, Text } from '@mantine/core';
import { MESSAGES } from '@ojt/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLastValue } from '../hooks/use-last-value';

/** The applicant an approval would mail: who, where the credentials go, and whether that address was confirmed. */
export interface ApprovalTarget {
  name: string;
  email: string;
  /** False when the applicant never confirmed the address; undefined when not known. */
  emailVerified: boolean | undefined;
}

export interface ApproveConfirmModalProps {
  /** The applicant; the dialog is open while it is set. */
  target: ApprovalTarget | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an approval (issue 16): it mails a username and password, so the admin sees whose
 * account it is and where they go. An unconfirmed address is warned about first, and the button
 * says 'Approve anyway'.
 */
export function ApproveConfirmModal({ target, loading, onConfirm, onClose }: ApproveConfirmModalProps) {
  // The applicant stays while the dialog closes.
  const shown = useLastValue(target);
  const unverified = shown?.emailVerified === false;
  return (
    <ConfirmDialog
      opened={target !== null}
      title={MESSAGES.approveConfirmTitle}
      confirmLabel={unverified ? MESSAGES.approveAnyway : 'Approve'}
      confirmColor="teal.9"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {unverified && (
        <Alert
          color="orange"
          variant="light"
          title={MESSAGES.emailNotConfirmed}
          icon={<IconAlertTriangle aria-hidden />}
          // The light alert's orange title is under 4.5:1 on its tint: the title reads in the text colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {MESSAGES.approveUnverifiedWarning}
        </Alert>
      )}
      <Text fw={600}>{shown?.name}</Text>
      <div>
        <Text>{MESSAGES.credentialsGoTo}</Text>
        {/* On its own line, whole: an address broken at its hyphen is hard to check. */}
        <Text fw={600} style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
          {shown?.email}
        </Text>
      </div>
    </ConfirmDialog>
  );
}
