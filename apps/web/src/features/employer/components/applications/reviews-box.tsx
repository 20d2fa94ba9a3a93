import { Stack, Text, Title } from '@mantine/core';
import { formatDateInWords, MESSAGES, type PartyReview } from '@ojt/domain';
import { useEmployerReviews, useSaveEmployerReview } from '../../api/reviews';
import { ReviewForm } from './review-form';

const STATUS_TEXT: Record<PartyReview['status'], string> = {
  due: MESSAGES.reviewStatusDue,
  overdue: MESSAGES.reviewStatusOverdue,
  done: MESSAGES.reviewStatusDone,
  upcoming: MESSAGES.reviewStatusUpcoming,
};

/** The placed learner's progress reviews (issue 29), each with the supervisor's form. */
export function ReviewsBox({ placementId }: { placementId: number }) {
  const reviews = useEmployerReviews(placementId);
  const save = useSaveEmployerReview(placementId);
  if (reviews.isError) return <Text c="red.9">{MESSAGES.failedLoadReviews}</Text>;
  if (!reviews.data || reviews.data.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>{MESSAGES.reviewsTitle}</Title>
      {reviews.data.map((review) => (
        <Stack key={review.reviewId} gap={4}>
          <Title order={5} id={`review-${review.reviewId}-title`}>
            {`Review ${review.seq}: ${formatDateInWords(review.dueDate)} (${STATUS_TEXT[review.status]})`}
          </Title>
          {review.where ? <Text size="sm">{`${MESSAGES.reviewWhereLabel}: ${review.where}`}</Text> : null}
          <Text size="sm">
            {review.mustFill ? MESSAGES.reviewYourPartToFill : MESSAGES.reviewYourPartDone}
          </Text>
          {review.actions ? (
            <Text size="sm">{`${MESSAGES.reviewActionsLabel}: ${review.actions}`}</Text>
          ) : null}
          <ReviewForm review={review} onSave={(body) => save.mutateAsync(body)} />
        </Stack>
      ))}
    </Stack>
  );
}
