import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  approveRunQuestion,
  canApproveRun,
  canRecalculateRun,
  canRejectRun,
  ERROR_CODES,
  MESSAGES,
  PAYMENT_RUN_MESSAGES,
  type PaymentRun,
  rejectPaymentRunParamsSchema,
  runName,
  PAYMENT_ADMIN_SCREEN_MESSAGES as TEXT,
} from '@ojt/domain';
import { IconCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { isApiError } from '../../../../lib/api-client';
import {
  useApprovePaymentRun,
  useRecalculatePaymentRun,
  useRejectPaymentRun,
} from '../../api/payment-run-actions';

const TEXTS = { fallback: TEXT.actionFailed, network: MESSAGES.networkErrorTryAgain };

/** The failure of an approval: the second-signature rule said plainly for a 403, else the server's text. */
function approveFailure(error: unknown): string | null {
  if (isApiError(error) && error.code === ERROR_CODES.FORBIDDEN)
    return PAYMENT_RUN_MESSAGES.runCreatorCannotApprove;
  return actionFailureText(error, TEXTS);
}

const done = (title: string, run: PaymentRun) =>
  notifications.show({ color: 'green', title, message: runName(run.month, run.cycle) });

/** Reject with a reason: the domain's rule checks it (required) before the call. */
function RejectDialog({ run, opened, onClose }: { run: PaymentRun; opened: boolean; onClose: () => void }) {
  const reject = useRejectPaymentRun();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    const checked = rejectPaymentRunParamsSchema.shape.Reason.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? PAYMENT_RUN_MESSAGES.runRejectReasonRequired);
      return;
    }
    reject.mutate(
      { runId: run.runId, reason: checked.data },
      {
        onSuccess: (answer) => {
          done(answer.message || PAYMENT_RUN_MESSAGES.runRejected, run);
          onClose();
        },
        onError: (error) => setFailure(actionFailureText(error, TEXTS)),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={TEXT.rejectTitle}
      confirmLabel={TEXT.rejectAction}
      confirmColor="red.9"
      loading={reject.isPending}
      error={failure}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text fw={600}>{runName(run.month, run.cycle)}</Text>
      <Textarea
        label={TEXT.rejectReasonLabel}
        description={TEXT.rejectReasonHint}
        withAsterisk
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem}
        rows={3}
        disabled={reject.isPending}
      />
    </ConfirmDialog>
  );
}

/**
 * A run's decisions: Recalculate (a draft), Approve (a draft, asking with its total and count; the
 * creator's 403 said plainly) and Reject (a draft, or approved and not sent; a reason required).
 */
export function RunDecisionActions({ run }: { run: PaymentRun }) {
  const recalculate = useRecalculatePaymentRun();
  const approve = useApprovePaymentRun();
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);

  const onRecalculate = () => {
    setFailure(null);
    recalculate.mutate(run.runId, {
      onSuccess: (answer) => done(answer.message || PAYMENT_RUN_MESSAGES.runRecalculated, run),
      onError: (error) => setFailure(actionFailureText(error, TEXTS)),
    });
  };
  const onApprove = () =>
    approve.mutate(run.runId, {
      onSuccess: (answer) => {
        done(answer.message || PAYMENT_RUN_MESSAGES.runApproved, run);
        setAsking(null);
      },
      onError: (error) => setApproveError(approveFailure(error)),
    });
  const open = (which: 'approve' | 'reject') => {
    setFailure(null);
    setApproveError(null);
    setAsking(which);
  };

  if (!canRecalculateRun(run.status) && !canApproveRun(run.status) && !canRejectRun(run.status)) return null;
  return (
    <>
      <Group gap="sm">
        {canRecalculateRun(run.status) ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onRecalculate}
            loading={recalculate.isPending}
          >
            {TEXT.recalculateAction}
          </Button>
        ) : null}
        {canApproveRun(run.status) ? (
          <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={() => open('approve')}>
            {TEXT.approveAction}
          </Button>
        ) : null}
        {canRejectRun(run.status) ? (
          <Button
            variant="outline"
            color="red.9"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => open('reject')}
          >
            {TEXT.rejectAction}
          </Button>
        ) : null}
      </Group>
      <FormError message={failure} />
      <ConfirmDialog
        opened={asking === 'approve'}
        title={TEXT.approveTitle}
        confirmLabel={TEXT.approveAction}
        loading={approve.isPending}
        error={approveError}
        onConfirm={onApprove}
        onClose={() => setAsking(null)}
      >
        {approveRunQuestion(run.month, run.cycle, run.totalCents, run.lineCount)}
      </ConfirmDialog>
      {asking === 'reject' ? <RejectDialog run={run} opened onClose={() => setAsking(null)} /> : null}
    </>
  );
}
