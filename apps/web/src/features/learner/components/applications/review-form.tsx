import { Group, Radio, Stack, Textarea } from '@mantine/core';
import { type LearnerReviewInput, MESSAGES, type PartyReview, REVIEW_TEXT_MAX } from '@ojt/domain';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ReviewFormFooter } from '../../../../components/reviews/review-form-footer';

const CHOICES = ['1', '2', '3', '4', '5'] as const;

/** A refused save shows the server's own text (a 409 once signed off); else the spec's. */
const SAVE_FAILURE = { fallback: MESSAGES.reviewSaveFailed, network: MESSAGES.networkErrorTryAgain };

export interface ReviewFormProps {
  review: PartyReview;
  onSave: (body: LearnerReviewInput) => Promise<unknown>;
}

/** The learner's part of a progress review: how it is going (1–5) and what would help. */
export function ReviewForm({ review, onSave }: ReviewFormProps) {
  const part = review.learnerPart;
  const [rating, setRating] = useState(part ? String(part.rating) : '');
  const [help, setHelp] = useState(part?.whatWouldHelp ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `review-${review.reviewId}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!rating) {
      setError(MESSAGES.reviewRatingInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSave({ reviewId: review.reviewId, rating: Number(rating), whatWouldHelp: help.trim() });
      setSaved(true);
    } catch (failure) {
      setError(actionFailureText(failure, SAVE_FAILURE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Radio.Group
          label={MESSAGES.reviewRatingLabel}
          value={rating}
          onChange={setRating}
          withAsterisk
          error={error === MESSAGES.reviewRatingInvalid ? error : undefined}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {CHOICES.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={choice}
                aria-label={`${choice} of 5`}
                disabled={!review.canFill}
              />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={MESSAGES.reviewWhatWouldHelpLabel}
          value={help}
          onChange={(e) => setHelp(e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={3}
          disabled={!review.canFill}
        />
        <ReviewFormFooter
          failure={error && error !== MESSAGES.reviewRatingInvalid ? error : null}
          saved={saved}
          busy={busy}
          canFill={review.canFill}
        />
      </Stack>
    </form>
  );
}
