import type { ListParams } from './types';

/**
 * Every admin query lives under `['admin']`, so one invalidation after a decision reloads the
 * lists, the counts and any open record.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  employers: (params: ListParams) => [...adminKeys.all, 'employers', params] as const,
  employer: (empId: string) => [...adminKeys.all, 'employer', empId] as const,
  learners: (params: ListParams) => [...adminKeys.all, 'learners', params] as const,
  learner: (learnerId: string) => [...adminKeys.all, 'learner', learnerId] as const,
  me: () => [...adminKeys.all, 'me'] as const,
};
