import { notifications } from '@mantine/notifications';
import { JOB_OPENING_STATUS, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { useCloseJobPosition } from '../../api/close-job-position';
import { useToggleJobStatus } from '../../api/toggle-job-status';
import type { JobPosition } from '../../api/types';

/** What Unpublish will close: the position's title (to name it) and its active opening. */
export interface UnpublishTarget {
  title: string;
  openingId: number | null;
}

/** The open dialog of the Job Positions tab, kept while it animates closed. */
type Dialog =
  | { kind: 'form'; position: JobPosition | null }
  | { kind: 'publish'; position: JobPosition }
  | { kind: 'unpublish'; target: UnpublishTarget };

/** Spec 2 §4: Unpublish acts on the position's active opening. */
export function unpublishTarget(position: JobPosition): UnpublishTarget {
  const active = position.tblemployerjobopenings.find(
    (o) => o.jobOpeningStatus === JOB_OPENING_STATUS.ACTIVE,
  );
  return { title: position.empjobname, openingId: active?.jobOpeningId ?? null };
}

/**
 * The Job Positions tab's actions: which dialog is open, the enable/disable toggle (a toast names the
 * position), and Unpublish after its confirmation (a toast names the position).
 */
export function usePositionActions() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [unpublishError, setUnpublishError] = useState<string | null>(null);
  const toggle = useToggleJobStatus();
  const close = useCloseJobPosition();

  const open = (next: Dialog) => {
    setUnpublishError(null);
    setDialog(next);
    setOpened(true);
  };
  const dismiss = () => setOpened(false);

  const togglePosition = (position: JobPosition) =>
    toggle.mutate(position.empjobid, {
      onSuccess: (answer) =>
        notifications.show({ color: 'green', title: answer.message, message: position.empjobname }),
      onError: (error) => {
        const text = actionFailureText(error, {
          fallback: MESSAGES.failedToggleJobStatus,
          network: MESSAGES.networkErrorOccurred,
        });
        if (text) notifications.show({ color: 'red', title: text, message: position.empjobname });
      },
    });

  const confirmUnpublish = () => {
    if (dialog?.kind !== 'unpublish') return;
    const { title, openingId } = dialog.target;
    if (!openingId) {
      setUnpublishError(MESSAGES.noOpeningToUnpublish);
      return;
    }
    close.mutate(openingId, {
      onSuccess: () => {
        dismiss();
        notifications.show({ color: 'green', title: MESSAGES.jobUnpublished, message: title });
      },
      onError: (error) =>
        setUnpublishError(
          actionFailureText(error, {
            fallback: MESSAGES.failedUnpublishJob,
            network: MESSAGES.errorUnpublishingJob,
          }),
        ),
    });
  };

  return {
    dialog,
    opened,
    dismiss,
    addPosition: () => open({ kind: 'form', position: null }),
    editPosition: (position: JobPosition) => open({ kind: 'form', position }),
    publishPosition: (position: JobPosition) => open({ kind: 'publish', position }),
    unpublish: (target: UnpublishTarget) => open({ kind: 'unpublish', target }),
    togglePosition,
    togglingId: toggle.isPending ? (toggle.variables ?? null) : null,
    confirmUnpublish,
    unpublishing: close.isPending,
    unpublishError,
  };
}
