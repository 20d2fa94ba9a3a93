import { ReviewList } from '../../../../components/reviews/review-list';
import { useLearnerReviews, useSaveLearnerReview } from '../../api/reviews';
import { ReviewForm } from './review-form';

/** The placed application's progress reviews (issue 29), each with the learner's form. */
export function ReviewsBox({ placementId }: { placementId: number }) {
  const reviews = useLearnerReviews(placementId);
  const save = useSaveLearnerReview(placementId);
  return (
    <ReviewList
      reviews={reviews}
      renderForm={(review) => <ReviewForm review={review} onSave={(body) => save.mutateAsync(body)} />}
    />
  );
}
