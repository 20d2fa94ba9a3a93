import { notifications } from '@mantine/notifications';
import { ERROR_CODES } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import type { ActionAnswer } from './types';

export interface DecisionTexts {
  /** Shown when the server's answer has no message. */
  success: string;
  /** Shown when the server gave no usable text, or failed with a 5xx. */
  failure: string;
  /** Shown when nothing answered. */
  network: string;
}

// The API client's own text when the answer carried none.
const NO_TEXT = /^(Request failed \(\d+\))?$/;

/**
 * The text for a failed approve or reject: the server's text for a 4xx (e.g. a 409 'already
 * decided'), else the spec's fallback; `null` for SESSION_EXPIRED, which the shell already reports.
 */
export function decisionFailureText(error: unknown, texts: DecisionTexts): string | null {
  if (!isApiError(error)) return texts.failure;
  if (error.code === ERROR_CODES.SESSION_EXPIRED) return null;
  if (error.code === ERROR_CODES.NETWORK) return texts.network;
  if (error.status >= 400 && error.status < 500 && !NO_TEXT.test(error.message)) return error.message;
  return texts.failure;
}

/**
 * Approve or reject one account. The outcome is reported and the admin queries reload even if the
 * row that started it is gone by then (the callbacks belong to the mutation, not to the component).
 */
export function useDecisionMutation(options: {
  action: string;
  mutationFn: (id: string) => Promise<ActionAnswer>;
  texts: DecisionTexts;
}) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation({
    mutationKey: [...adminKeys.all, options.action],
    mutationFn: options.mutationFn,
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer?.message || options.texts.success });
      await reload();
    },
    onError: async (error) => {
      const message = decisionFailureText(error, options.texts);
      if (message) notifications.show({ color: 'red', message });
      // Already decided elsewhere (409): show what is true now.
      if (isApiError(error) && error.status === 409) await reload();
    },
  });
}
