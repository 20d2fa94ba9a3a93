import { Stack, Text, Title } from '@mantine/core';
import { formatDateInWords, MESSAGES, type PartyReview } from '@ojt/domain';
import type { ReactNode } from 'react';

const STATUS_TEXT: Record<PartyReview['status'], string> = {
  due: MESSAGES.reviewStatusDue,
  overdue: MESSAGES.reviewStatusOverdue,
  done: MESSAGES.reviewStatusDone,
  upcoming: MESSAGES.reviewStatusUpcoming,
};

interface Props {
  reviews: { isError: boolean; data?: PartyReview[] };
  /** The role's own part of one review (the learner's rating, the supervisor's scores). */
  renderForm: (review: PartyReview) => ReactNode;
}

/** A placement's progress reviews (issue 29) as either party sees them, each with that party's form. */
export function ReviewList({ reviews, renderForm }: Props) {
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
          {renderForm(review)}
        </Stack>
      ))}
    </Stack>
  );
}
