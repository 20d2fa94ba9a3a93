import { type EmployerReviewInput, ENDPOINTS } from '@ojt/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { employerKeys } from './query-keys';

const reviewsKey = (placementId: number) => [...employerKeys.all, 'reviews', placementId] as const;

/** GET /api/Employer/Reviews ?PlacementId: the placed learner's progress reviews, with the supervisor's part. */
export function reviewsQueryOptions(placementId: number) {
  return queryOptions({
    queryKey: reviewsKey(placementId),
    queryFn: ({ signal }) =>
      callApi(ENDPOINTS.EmployerReviews, { query: { PlacementId: placementId }, signal }),
  });
}

export function useEmployerReviews(placementId: number) {
  return useQuery(reviewsQueryOptions(placementId));
}

/** POST /api/Employer/ReviewInput { reviewId, attendance, punctuality, quality, teamwork, remarks }. */
export function useSaveEmployerReview(placementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployerReviewInput) => callApi(ENDPOINTS.EmployerReviewInput, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey(placementId) }),
  });
}
