import { notifications } from '@mantine/notifications';
import { type ApplicationOutcome, MESSAGES } from '@ojt/domain';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { useSetApplicationOutcome } from '../../api/set-application-outcome';
import type { Application } from '../../api/types';

type Dialog =
  | { kind: 'profile'; application: Application }
  | { kind: 'interview'; application: Application }
  | { kind: 'comment'; application: Application }
  | { kind: 'comment-added'; application: Application }
  | { kind: 'complete'; application: Application }
  | { kind: 'hours'; application: Application }
  | { kind: 'end-early'; application: Application }
  | { kind: 'outcome'; application: Application; outcome: ApplicationOutcome };

/**
 * The Applications tab's dialogs (one open at a time, kept while it animates closed) and the
 * outcome call: asked first, naming the applicant, then a toast naming them.
 */
export function useApplicationActions() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  const outcome = useSetApplicationOutcome();

  const open = (next: Dialog) => {
    setOutcomeError(null);
    setDialog(next);
    setOpened(true);
  };
  const dismiss = () => setOpened(false);
  const isOpen = (kind: Dialog['kind']) => opened && dialog?.kind === kind;

  const confirmOutcome = (name: string) => {
    if (dialog?.kind !== 'outcome') return;
    outcome.mutate(
      { placementId: dialog.application.placementId, outcome: dialog.outcome },
      {
        onSuccess: (answer) => {
          dismiss();
          notifications.show({
            color: 'green',
            title: answer.message || MESSAGES.outcomeSaved,
            message: name,
          });
        },
        onError: (error) =>
          setOutcomeError(
            actionFailureText(error, {
              fallback: MESSAGES.failedSetOutcome,
              network: MESSAGES.networkErrorOccurred,
            }),
          ),
      },
    );
  };

  return {
    dialog,
    isOpen,
    dismiss,
    actions: {
      onViewProfile: (application: Application) => open({ kind: 'profile', application }),
      onSchedule: (application: Application) => open({ kind: 'interview', application }),
      onComment: (application: Application) => open({ kind: 'comment', application }),
      onComplete: (application: Application) => open({ kind: 'complete', application }),
      onHours: (application: Application) => open({ kind: 'hours', application }),
      onEndEarly: (application: Application) => open({ kind: 'end-early', application }),
      onOutcome: (application: Application, value: ApplicationOutcome) =>
        open({ kind: 'outcome', application, outcome: value }),
    },
    commentAdded: () => {
      if (dialog) open({ kind: 'comment-added', application: dialog.application });
    },
    confirmOutcome,
    settingOutcome: outcome.isPending,
    outcomeError,
  };
}
