import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminReview,
  formatPortalDateTime,
  MESSAGES,
  parsePortalDateTime,
  REVIEW_WHERE_MAX,
  reviewName,
  REVIEW_ADMIN_MESSAGES as TEXT,
} from '@ojt/domain';
import { type FormEvent, useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { formatDate } from '../../../../components/date-text';
import { useScheduleReview } from '../../api/reviews';
import { reviewRefusal } from './review-refusal';

type Field = 'date' | 'time' | 'where';
type Values = Record<Field, string>;

/** The dialog's first values: the meeting already set (Port of Spain wall time), else the due date. */
function initialValues(review: AdminReview): Values {
  if (!review.scheduledAt) return { date: review.dueDate, time: '', where: review.where ?? '' };
  const [date = '', time = ''] = formatPortalDateTime(new Date(review.scheduledAt)).split('T');
  return { date, time: time.slice(0, 5), where: review.where ?? '' };
}

/** What is missing or wrong before anything is sent. */
function problems(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.date) found.date = TEXT.dateRequired;
  if (!values.time) found.time = TEXT.timeRequired;
  else if (values.date && !parsePortalDateTime(`${values.date}T${values.time}`))
    found.date = MESSAGES.reviewAtInvalid;
  if (!values.where.trim()) found.where = MESSAGES.reviewWhereRequired;
  return found;
}

function ScheduleForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const schedule = useScheduleReview();
  const [values, setValues] = useState<Values>(() => initialValues(review));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const at = parsePortalDateTime(`${values.date}T${values.time}`)!.toISOString();
    schedule.mutate(
      { reviewId: review.reviewId, at, where: values.where.trim() },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'green',
            title: answer.message || MESSAGES.reviewScheduled,
            message: reviewName(review),
          });
          onClose();
        },
        onError: (error) => {
          const refusal = reviewRefusal(error, { at: 'date', where: 'where' });
          if ('fields' in refusal) setErrors(refusal.fields as Partial<Record<Field, string>>);
          else setFailure(refusal.failure);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Text fw={600}>{`${reviewName(review)} · ${review.employerName}`}</Text>
          <Text size="sm" c="dimmed">{`${TEXT.dueColumn}: ${formatDate(review.dueDate)}`}</Text>
        </div>
        <Text size="sm">{TEXT.scheduleExplain}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label={TEXT.dateLabel}
            withAsterisk
            data-autofocus
            value={values.date}
            onChange={set('date')}
            error={errors.date}
          />
          <TextInput
            type="time"
            label={TEXT.timeLabel}
            withAsterisk
            value={values.time}
            onChange={set('time')}
            error={errors.time}
          />
        </SimpleGrid>
        <TextInput
          label={MESSAGES.reviewWhereLabel}
          description={TEXT.whereDescription}
          withAsterisk
          maxLength={REVIEW_WHERE_MAX}
          value={values.where}
          onChange={set('where')}
          error={errors.where}
        />
        <FormError message={failure} />
        <DialogButtons onCancel={onClose} disabled={schedule.isPending} loading={schedule.isPending}>
          {TEXT.scheduleAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface ScheduleReviewDialogProps {
  /** The review to schedule; the dialog is open while it is set. */
  review: AdminReview | null;
  onClose: () => void;
}

/** Schedule a review: date, time (Port of Spain) and the place or call. */
export function ScheduleReviewDialog({ review, onClose }: ScheduleReviewDialogProps) {
  return (
    <DialogFrame opened={review !== null} onClose={onClose} title={TEXT.scheduleTitle} size="lg">
      {review ? <ScheduleForm key={review.reviewId} review={review} onClose={onClose} /> : null}
    </DialogFrame>
  );
}
