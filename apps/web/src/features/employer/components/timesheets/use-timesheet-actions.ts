import { notifications } from '@mantine/notifications';
import { MESSAGES, TIMESHEET_SCREEN_TEXTS as T, type Timesheet, timesheetMonthLabel } from '@ojt/domain';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { isApiError } from '../../../../lib/api-client';
import { useApproveTimesheets } from '../../api/approve-timesheets';
import { useReturnTimesheet } from '../../api/return-timesheet';

type Dialog =
  | { kind: 'days'; sheet: Timesheet }
  | { kind: 'approve'; sheets: Timesheet[] }
  | { kind: 'return'; sheet: Timesheet };

/** Whose month it is, as the employer reads it: the learner's name (their username when the answer has none). */
export const learnerOf = (sheet: Timesheet) => sheet.learnerName ?? sheet.learnerId;

/** 'Asha Ramdial, November 2026'. */
export const sheetName = (sheet: Timesheet) => `${learnerOf(sheet)}, ${timesheetMonthLabel(sheet.month)}`;

/**
 * The Timesheets tab's dialogs (one open at a time, kept while it animates closed), the selection of
 * submitted months, and the approve and return calls: each asked first, then a toast.
 */
export function useTimesheetActions() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A refused reason (400) is the field's problem; any other failure is the dialog's.
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const approve = useApproveTimesheets();
  const giveBack = useReturnTimesheet();

  const open = (next: Dialog) => {
    setFailure(null);
    setReasonError(null);
    setDialog(next);
    setOpened(true);
  };
  const dismiss = () => setOpened(false);
  const isOpen = (kind: Dialog['kind']) => opened && dialog?.kind === kind;
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmApprove = () => {
    if (dialog?.kind !== 'approve') return;
    const { sheets } = dialog;
    approve.mutate(
      sheets.map((sheet) => sheet.timesheetId),
      {
        onSuccess: (answer) => {
          dismiss();
          setSelected(
            (current) => new Set([...current].filter((id) => !sheets.some((s) => s.timesheetId === id))),
          );
          const only = sheets.length === 1 ? sheets[0] : undefined;
          notifications.show({
            color: 'green',
            title: answer.message,
            message: only ? sheetName(only) : `${sheets.length} months`,
          });
        },
        onError: (error) =>
          setFailure(
            actionFailureText(error, { fallback: T.failedApprove, network: MESSAGES.networkErrorTryAgain }),
          ),
      },
    );
  };

  const confirmReturn = (reason: string) => {
    if (dialog?.kind !== 'return') return;
    const { sheet } = dialog;
    setFailure(null);
    setReasonError(null);
    giveBack.mutate(
      { timesheetId: sheet.timesheetId, reason },
      {
        onSuccess: (answer) => {
          dismiss();
          toggle(sheet.timesheetId, false);
          notifications.show({ color: 'green', title: answer.message, message: sheetName(sheet) });
        },
        onError: (error) => {
          const text = actionFailureText(error, {
            fallback: T.failedReturn,
            network: MESSAGES.networkErrorTryAgain,
          });
          if (isApiError(error) && error.status === 400) setReasonError(text);
          else setFailure(text);
        },
      },
    );
  };

  return {
    dialog,
    isOpen,
    dismiss,
    failure,
    reasonError,
    selected,
    toggle,
    selectOnly: (ids: number[]) => setSelected(new Set(ids)),
    viewDays: (sheet: Timesheet) => open({ kind: 'days', sheet }),
    askApprove: (sheets: Timesheet[]) => open({ kind: 'approve', sheets }),
    askReturn: (sheet: Timesheet) => open({ kind: 'return', sheet }),
    confirmApprove,
    confirmReturn,
    approving: approve.isPending,
    returning: giveBack.isPending,
  };
}
