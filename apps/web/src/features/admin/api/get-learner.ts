import {
  getLearnerByIdEndpoint,
  type LearnerByIdAnswer,
  type LearnerListItem,
  type LearnerRecord,
} from '@ojt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The learner a detail view shows: the record, or the list's row (no identity fields) until it arrives. */
export type LearnerDetail = LearnerListItem & Partial<LearnerRecord>;

/** GET /api/Learner/GetLearnerById/{learnerId}: `[{ learner, identifications, … }]`; answers the learner. */
export async function getLearner(
  learnerId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LearnerDetail> {
  // An admin gets the whole record (an employer would get the applicant's view).
  const answer = (await callApi(getLearnerByIdEndpoint, {
    params: { id: learnerId },
    signal,
  })) as LearnerByIdAnswer;
  const first = answer[0];
  if (!first?.learner) throw new Error('Learner profile not found');
  return first.learner;
}

export function learnerQueryOptions(learnerId: string) {
  return queryOptions({
    queryKey: adminKeys.learner(learnerId),
    queryFn: ({ signal }) => getLearner(learnerId, { signal }),
  });
}

/**
 * The list's copy of a row without its disability fields: lists mask them (issue 11), so showing the
 * masked 'No Disability' until the record arrives would say something untrue.
 */
function withoutDisability(row: LearnerListItem): LearnerDetail {
  const {
    disability: _d,
    disabilitytype: _t,
    ...rest
  } = row as LearnerListItem & {
    disability?: unknown;
    disabilitytype?: unknown;
  };
  return rest as LearnerDetail;
}

/** The record, showing the list's copy of the row (`initial`) until the fresh one arrives. */
export function useLearner(learnerId: string | null, initial?: LearnerListItem) {
  return useQuery({
    ...learnerQueryOptions(learnerId ?? ''),
    enabled: Boolean(learnerId),
    placeholderData: initial?.learnerId === learnerId && initial ? withoutDisability(initial) : undefined,
  });
}
