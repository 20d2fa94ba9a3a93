import { Stack, Textarea } from '@mantine/core';
import {
  type EmployerReviewInput,
  EVALUATION_SCORES,
  MESSAGES,
  type PartyReview,
  REVIEW_TEXT_MAX,
  scoreRangeMessage,
} from '@ojt/domain';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ReviewFormFooter } from '../../../../components/reviews/review-form-footer';
import { ScoreGroup } from './score-group';

type Key = (typeof EVALUATION_SCORES)[number]['key'];
type Scores = Record<Key, string>;

/** A refused save shows the server's own text (a 409 once signed off); else the spec's. */
const SAVE_FAILURE = { fallback: MESSAGES.reviewSaveFailed, network: MESSAGES.networkErrorTryAgain };

export interface ReviewFormProps {
  review: PartyReview;
  onSave: (body: EmployerReviewInput) => Promise<unknown>;
}

/** The supervisor's part of a progress review: the final evaluation's four 1–5 scores and remarks. */
export function ReviewForm({ review, onSave }: ReviewFormProps) {
  const part = review.employerPart;
  const [scores, setScores] = useState<Scores>({
    attendance: part ? String(part.attendance) : '',
    punctuality: part ? String(part.punctuality) : '',
    quality: part ? String(part.quality) : '',
    teamwork: part ? String(part.teamwork) : '',
  });
  const [remarks, setRemarks] = useState(part?.remarks ?? '');
  const [missing, setMissing] = useState<Key[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = `review-${review.reviewId}`;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const empty = EVALUATION_SCORES.map((s) => s.key).filter((key) => !scores[key]);
    setMissing(empty);
    if (empty.length > 0) return;
    setFailure(null);
    setBusy(true);
    try {
      await onSave({
        reviewId: review.reviewId,
        attendance: Number(scores.attendance),
        punctuality: Number(scores.punctuality),
        quality: Number(scores.quality),
        teamwork: Number(scores.teamwork),
        remarks: remarks.trim(),
      });
      setSaved(true);
    } catch (error) {
      setFailure(actionFailureText(error, SAVE_FAILURE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <span id={`${id}-legend`} hidden>
          1 = poor, 5 = excellent
        </span>
        {EVALUATION_SCORES.map((score) => (
          <ScoreGroup
            key={score.key}
            id={`${id}-${score.key}`}
            label={score.label}
            legendId={`${id}-legend`}
            value={scores[score.key]}
            onChange={(value) => setScores((current) => ({ ...current, [score.key]: value }))}
            error={missing.includes(score.key) ? scoreRangeMessage(score.label) : undefined}
            disabled={!review.canFill}
          />
        ))}
        <Textarea
          label={MESSAGES.reviewRemarksLabel}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
          maxLength={REVIEW_TEXT_MAX}
          rows={3}
          disabled={!review.canFill}
        />
        <ReviewFormFooter failure={failure} saved={saved} busy={busy} canFill={review.canFill} />
      </Stack>
    </form>
  );
}
