import { notifications } from '@mantine/notifications';
import { approveEmployersEndpoint, approveLearnersEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { failureText, serverTextOr } from '../../../lib/failure-text';
import { adminKeys } from './query-keys';

const ENDPOINTS = { employers: approveEmployersEndpoint, learners: approveLearnersEndpoint } as const;

/**
 * POST /api/Admin/ApproveEmployers|ApproveLearners { Ids } (issue 30): each selected pending account
 * approved on its own (its own credentials mail); the answer lists the approved and the skipped.
 */
export function bulkApprove(noun: 'employers' | 'learners', ids: string[]) {
  return callApi(ENDPOINTS[noun], { body: { Ids: ids } });
}

/** The bulk approval: its notice says how many were approved, and the admin queries reload. */
export function useBulkApprove(noun: 'employers' | 'learners') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.all, 'bulk-approve', noun],
    mutationFn: (ids: string[]) => bulkApprove(noun, ids),
    onSuccess: async (answer) => {
      notifications.show({
        color: answer.data.skipped.length === 0 ? 'green' : 'orange',
        title: `${answer.data.approved.length} approved`,
        message: answer.message,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      const message = failureText(error, {
        SESSION_EXPIRED: null,
        NETWORK: `Network error while approving ${noun}`,
        otherwise: serverTextOr(`Failed to approve ${noun}`),
      });
      if (message) notifications.show({ color: 'red', message });
    },
  });
}
