import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';
import type { LearnerRecord } from './types';

interface LearnerByIdItem {
  learner: LearnerRecord;
  identifications?: unknown[];
  experience?: unknown[];
  qualifications?: unknown[];
  references?: unknown[];
}

/** GET /api/Learner/GetLearnerById/{learnerId}: `[{ learner, identifications, … }]`; answers the learner. */
export async function getLearner(learnerId: string, { signal }: { signal?: AbortSignal } = {}) {
  const answer = await apiRequest<LearnerByIdItem[] | LearnerByIdItem>(
    'GET',
    `/Learner/GetLearnerById/${encodeURIComponent(learnerId)}`,
    { signal },
  );
  const first = Array.isArray(answer) ? answer[0] : answer;
  if (!first?.learner) throw new Error('Learner profile not found');
  return first.learner;
}

export function learnerQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: adminKeys.learner(learnerId),
    queryFn: ({ signal }) => getLearner(learnerId, { signal }),
  });
}

/** The record, showing the list's copy of the row (`initial`) until the fresh one arrives. */
export function useLearner(learnerId: string | null, initial?: LearnerRecord) {
  return useQuery({
    ...learnerQueryOptions(learnerId ?? ''),
    enabled: Boolean(learnerId),
    placeholderData: initial?.learnerId === learnerId ? initial : undefined,
  });
}
