import { ENDPOINTS, type LearnerReviewInput } from '@ojt/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';

const reviewsKey = (placementId: number) => [...learnerKeys.all, 'reviews', placementId] as const;

/** GET /api/Learner/Reviews ?PlacementId: the placement's progress reviews, with the learner's part. */
export function reviewsQueryOptions(placementId: number) {
  return queryOptions({
    queryKey: reviewsKey(placementId),
    queryFn: ({ signal }) =>
      callApi(ENDPOINTS.LearnerReviews, { query: { PlacementId: placementId }, signal }),
  });
}

export function useLearnerReviews(placementId: number) {
  return useQuery(reviewsQueryOptions(placementId));
}

/** POST /api/Learner/ReviewInput { reviewId, rating, whatWouldHelp }; the list reloads. */
export function useSaveLearnerReview(placementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LearnerReviewInput) => callApi(ENDPOINTS.LearnerReviewInput, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey(placementId) }),
  });
}
