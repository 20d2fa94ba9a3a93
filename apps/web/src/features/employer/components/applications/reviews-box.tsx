import { ReviewList } from '../../../../components/reviews/review-list';
import { useEmployerReviews, useSaveEmployerReview } from '../../api/reviews';
import { ReviewForm } from './review-form';

/** The placed learner's progress reviews (issue 29), each with the supervisor's form. */
export function ReviewsBox({ placementId }: { placementId: number }) {
  const reviews = useEmployerReviews(placementId);
  const save = useSaveEmployerReview(placementId);
  return (
    <ReviewList
      reviews={reviews}
      renderForm={(review) => <ReviewForm review={review} onSave={(body) => save.mutateAsync(body)} />}
    />
  );
}
