import { type AccountListSort, employersEndpoint, learnersEndpoint } from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** How many sign-ups the overview's queue shows. */
export const SIGN_UP_QUEUE_SIZE = 10;

/** One account waiting for review, as the overview's queue shows it. */
export interface QueuedSignUp {
  kind: 'employer' | 'learner';
  /** EmpId or LearnerId: the tab's search finds the record by it. */
  id: string;
  name: string;
  /** When the account signed up (ISO 8601). */
  signedUpAt: string | null;
}

export interface SignUpQueue {
  /** The oldest pending sign-ups of both kinds, oldest first. */
  items: QueuedSignUp[];
  pendingEmployers: number;
  pendingLearners: number;
}

const PENDING_OLDEST_FIRST: { status: 'pending'; sort: AccountListSort; page: number; pageSize: number } = {
  status: 'pending',
  sort: 'oldest',
  page: 1,
  pageSize: SIGN_UP_QUEUE_SIZE,
};

const time = (item: QueuedSignUp) => (item.signedUpAt ? Date.parse(item.signedUpAt) : 0);

/**
 * The overview's work queue (issue 16): the oldest pending employers and learners, each list from
 * GET /api/Admin/{Employers,Learners}?status=pending&sort=oldest, merged oldest first.
 */
export async function getSignUpQueue({ signal }: { signal?: AbortSignal } = {}): Promise<SignUpQueue> {
  const [employers, learners] = await Promise.all([
    callApi(employersEndpoint, { query: PENDING_OLDEST_FIRST, signal }),
    callApi(learnersEndpoint, { query: PENDING_OLDEST_FIRST, signal }),
  ]);
  const items: QueuedSignUp[] = [
    ...employers.items.map((e) => ({
      kind: 'employer' as const,
      id: e.empId,
      name: e.empName || e.empId,
      signedUpAt: e.empAppDate,
    })),
    ...learners.items.map((l) => ({
      kind: 'learner' as const,
      id: l.learnerId,
      name: [l.firstName, l.lastName].filter(Boolean).join(' ') || l.learnerId,
      signedUpAt: l.dateRegistered,
    })),
  ];
  items.sort((a, b) => time(a) - time(b));
  return {
    items: items.slice(0, SIGN_UP_QUEUE_SIZE),
    pendingEmployers: employers.total,
    pendingLearners: learners.total,
  };
}

export function signUpQueueQueryOptions() {
  return queryOptions({
    // Under ['admin']: an approval or rejection reloads the queue with the lists and counts.
    queryKey: [...adminKeys.all, 'sign-up-queue'] as const,
    queryFn: ({ signal }) => getSignUpQueue({ signal }),
  });
}

export function useSignUpQueue() {
  return useQuery(signUpQueueQueryOptions());
}
