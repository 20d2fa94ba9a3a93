import { Alert, List, ScrollArea, Text } from '@mantine/core';
import { countNoun, OFFICE_BULK_MESSAGES } from '@ojt/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useLastValue } from '../../hooks/use-last-value';
import type { ApprovalTarget } from '../approve-confirm-modal';

/** A selected applicant: whom the approval would mail, and where. */
export interface BulkTarget extends ApprovalTarget {
  id: string;
}

export interface BulkApproveModalProps {
  kind: 'employer' | 'learner';
  /** The selection; the dialog is open while it is set. */
  targets: BulkTarget[] | null;
  loading: boolean;
  /** Approves these (the confirmed ones). */
  onConfirm: (ids: string[]) => void;
  onClose: () => void;
}

function Names({ targets, withEmail }: { targets: BulkTarget[]; withEmail?: boolean }) {
  return (
    <ScrollArea.Autosize mah={180} type="auto">
      <List size="sm" spacing={4}>
        {targets.map((t) => (
          <List.Item key={t.id}>
            <Text span fw={600} size="sm">
              {t.name}
            </Text>
            {withEmail && (
              // On its own line, whole: an address broken at its hyphen is hard to check.
              <Text size="sm" style={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
                {t.email}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

/**
 * Asks before a bulk approval (issue 30), naming the count: each approved applicant is mailed their
 * own username and password. Those who never confirmed their address are listed apart and not
 * approved: the single Approve, with its warning, is the way to approve one of them.
 */
export function BulkApproveModal({ kind, targets, loading, onConfirm, onClose }: BulkApproveModalProps) {
  const shown = useLastValue(targets) ?? [];
  const ready = shown.filter((t) => t.emailVerified !== false);
  const apart = shown.filter((t) => t.emailVerified === false);
  const n = ready.length;
  return (
    <ConfirmDialog
      opened={targets !== null}
      title={n > 0 ? `Approve ${countNoun(n, kind)}` : OFFICE_BULK_MESSAGES.bulkApproveTitle}
      confirmLabel={n > 0 ? `Approve ${n}` : 'Close'}
      confirmColor="teal.9"
      loading={loading}
      onConfirm={() => (n > 0 ? onConfirm(ready.map((t) => t.id)) : onClose())}
      onClose={onClose}
    >
      {n > 0 ? (
        <div>
          <Text mb="xs">
            {`Each of these ${countNoun(n, kind)} will be emailed their own username and password:`}
          </Text>
          <Names targets={ready} />
        </div>
      ) : (
        <Text>{OFFICE_BULK_MESSAGES.bulkNothingToApprove}</Text>
      )}
      {apart.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          title={`Email not confirmed (${apart.length})`}
          icon={<IconAlertTriangle aria-hidden />}
          // As the single approval's warning: the title reads in the text colour (contrast).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm" mb="xs">
            {OFFICE_BULK_MESSAGES.bulkUnconfirmedApart}
          </Text>
          <Names targets={apart} withEmail />
        </Alert>
      )}
    </ConfirmDialog>
  );
}
