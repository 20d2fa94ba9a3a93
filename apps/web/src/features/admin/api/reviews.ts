import {
  ENDPOINTS,
  REVIEW_LIST_STATUSES,
  type ReviewListStatus,
  type ScheduleReviewBody,
  type SignOffReviewBody,
} from '@ojt/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The Reviews view's filters as the selects hold them ('' = not set). */
export interface ReviewListParams {
  /** An officer's id (`ENDPOINTS.Officers`), as text. */
  officer: string;
  /** due | overdue | done. */
  status: string;
}

const isStatus = (value: string): value is ReviewListStatus =>
  (REVIEW_LIST_STATUSES as readonly string[]).includes(value);

/** The review queries, under `['admin']`; a schedule or sign-off reloads the list and the counts. */
export const reviewKeys = {
  all: [...adminKeys.all, 'reviews'] as const,
  list: (params: ReviewListParams) => [...reviewKeys.all, 'list', params] as const,
  summary: () => [...reviewKeys.all, 'summary'] as const,
};

/** GET /api/Admin/Reviews ?OfficerId&Status: oldest due first, at most 500; filters not set left out. */
export function getAdminReviews(params: ReviewListParams, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(ENDPOINTS.AdminReviews, {
    query: {
      OfficerId: params.officer ? Number(params.officer) : undefined,
      Status: isStatus(params.status) ? params.status : undefined,
    },
    signal,
  });
}

export function useAdminReviews(params: ReviewListParams) {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.list(params),
      queryFn: ({ signal }) => getAdminReviews(params, { signal }),
      // The list stays on screen while another filter's loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/Admin/ReviewSummary: overdue, high risk, due this week (the admin overview). */
export function useReviewSummary() {
  return useQuery(
    queryOptions({
      queryKey: reviewKeys.summary(),
      queryFn: ({ signal }) => callApi(ENDPOINTS.ReviewSummary, { signal }),
    }),
  );
}

/** POST /api/Admin/ScheduleReview { reviewId, at, where }; a past `at` records the meeting held. */
export function useScheduleReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleReviewBody) => callApi(ENDPOINTS.ScheduleReview, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** POST /api/Admin/SignOffReview { reviewId, actions, risk }; 409 until both parts are in. */
export function useSignOffReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignOffReviewBody) => callApi(ENDPOINTS.SignOffReview, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
