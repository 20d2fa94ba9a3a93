import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminReview,
  MESSAGES,
  REVIEW_RISKS,
  REVIEW_TEXT_MAX,
  type ReviewRisk,
  reviewName,
  REVIEW_ADMIN_MESSAGES as TEXT,
} from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { formatDate, formatDateTime } from '../../../../components/date-text';
import { FactGrid } from '../../../../components/fact-grid';
import { useSignOffReview } from '../../api/reviews';
import { RiskBadge } from './review-badges';
import { ReviewParts } from './review-parts';
import { reviewRefusal } from './review-refusal';

type Field = 'actions' | 'risk';

function SignOffForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const signOff = useSignOffReview();
  const [actions, setActions] = useState('');
  const [risk, setRisk] = useState<ReviewRisk | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Partial<Record<Field, string>> = {};
    if (!actions.trim()) found.actions = MESSAGES.reviewActionsRequired;
    if (!risk) found.risk = TEXT.riskRequired;
    setErrors(found);
    if (!risk || found.actions) return;
    signOff.mutate(
      { reviewId: review.reviewId, actions: actions.trim(), risk },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            title: answer.message || MESSAGES.reviewSignedOffDone,
            message: reviewName(review),
          });
          onClose();
        },
        onError: (error) => {
          const refusal = reviewRefusal(error, { actions: 'actions', risk: 'risk' });
          if ('fields' in refusal) setErrors(refusal.fields);
          else setFailure(refusal.failure);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Textarea
          label={MESSAGES.reviewActionsLabel}
          withAsterisk
          data-autofocus
          rows={3}
          resize="vertical"
          maxLength={REVIEW_TEXT_MAX}
          value={actions}
          onChange={(e) => setActions(e.currentTarget.value)}
          error={errors.actions}
        />
        <Radio.Group
          label={TEXT.riskLegend}
          withAsterisk
          value={risk}
          onChange={(value) => setRisk(value as ReviewRisk)}
          error={errors.risk}
        >
          <Group gap="lg" mt={6}>
            {REVIEW_RISKS.map((level) => (
              <Radio key={level} value={level} label={level} />
            ))}
          </Group>
        </Radio.Group>
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={signOff.isPending} loading={signOff.isPending}>
          {TEXT.signOffAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

/** A signed-off review's outcome: the actions agreed, the risk, when. */
function SignedOff({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  return (
    <Stack gap="md">
      <FactGrid
        items={[
          [MESSAGES.reviewActionsLabel, review.actions ?? ''],
          [TEXT.riskLegend, <RiskBadge key="risk" risk={review.risk} />],
          [TEXT.signedOffOn, formatDateTime(review.signedOffAt)],
        ]}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {TEXT.closeAction}
        </Button>
      </Group>
    </Stack>
  );
}

export interface SignOffReviewDialogProps {
  /** The review to sign off (or read, once signed off); the dialog is open while it is set. */
  review: AdminReview | null;
  onClose: () => void;
}

/** Both parties' parts, then the officer's actions agreed and risk (or, once signed off, the outcome). */
export function SignOffReviewDialog({ review, onClose }: SignOffReviewDialogProps) {
  return (
    <DialogFrame
      opened={review !== null}
      onClose={onClose}
      title={review?.status === 'done' ? reviewName(review) : TEXT.signOffTitle}
      size="lg"
    >
      {review ? (
        <Stack gap="md" key={review.reviewId}>
          <div>
            <Text fw={600}>{`${reviewName(review)} · ${review.employerName}`}</Text>
            <Text size="sm" c="dimmed">{`${TEXT.dueColumn}: ${formatDate(review.dueDate)}`}</Text>
          </div>
          {review.status !== 'done' ? <Text size="sm">{TEXT.signOffExplain}</Text> : null}
          <ReviewParts review={review} />
          {review.status === 'done' ? (
            <SignedOff review={review} onClose={onClose} />
          ) : (
            <SignOffForm review={review} onClose={onClose} />
          )}
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
