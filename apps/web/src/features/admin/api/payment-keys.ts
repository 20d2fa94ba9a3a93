import { adminKeys } from './query-keys';

/**
 * The payment queries live under `['admin', 'payments']`, so an action on a run reloads the list and
 * the open run with one invalidation; banks and claims have their own keys.
 */
export const paymentKeys = {
  all: [...adminKeys.all, 'payments'] as const,
  runs: (page: number) => [...paymentKeys.all, 'runs', page] as const,
  run: (runId: number) => [...paymentKeys.all, 'run', runId] as const,
  banks: () => [...adminKeys.all, 'banks'] as const,
  claims: () => [...adminKeys.all, 'reimbursement-claims'] as const,
};
