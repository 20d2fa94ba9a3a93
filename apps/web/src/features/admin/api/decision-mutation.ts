import { notifications } from '@mantine/notifications';
import { type ActionAnswer, decisionToastMessage, ERROR_CODES } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { failureText, serverTextOr } from '../../../lib/failure-text';
import { adminKeys } from './query-keys';

/** Which account to decide, named for the notice ('Acme Ltd approved'), with a rejection's reason. */
export interface DecisionVariables {
  id: string;
  name: string;
  /** A rejection's reason, trimmed; '' or missing for none. */
  reason?: string;
}

export interface DecisionTexts {
  /** Shown when the server's answer has no message. */
  success: string;
  /** Shown when the server gave no usable text, or failed with a 5xx. */
  failure: string;
  /** Shown when nothing answered. */
  network: string;
}

/**
 * Approve or reject one account (after the admin confirmed it). The outcome is reported and the admin queries reload even if the
 * row that started it is gone by then (the callbacks belong to the mutation, not to the component).
 */
export function useDecisionMutation(options: {
  action: string;
  /** What the decision is called in its notice. */
  outcome: 'approved' | 'rejected';
  mutationFn: (variables: DecisionVariables) => Promise<ActionAnswer>;
  texts: DecisionTexts;
}) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation({
    mutationKey: [...adminKeys.all, options.action],
    mutationFn: options.mutationFn,
    onSuccess: async (answer, { name }) => {
      // The notice names the person, so an admin working down a list sees whose account it was.
      notifications.show({
        color: 'green',
        title: decisionToastMessage(name, options.outcome),
        message: answer?.message || options.texts.success,
      });
      await reload();
    },
    onError: async (error) => {
      // A 4xx carries the server's text (e.g. a 409 'already decided'); SESSION_EXPIRED the shell reports.
      const message = failureText(error, {
        SESSION_EXPIRED: null,
        NETWORK: options.texts.network,
        otherwise: serverTextOr(options.texts.failure),
      });
      if (message) notifications.show({ color: 'red', message });
      // Already decided elsewhere: show what is true now.
      if (isApiError(error) && error.code === ERROR_CODES.CONFLICT) await reload();
    },
  });
}
