import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CHANGE_LONG_TEXT_MAX,
  type EndEarlyBody,
  EXIT_REASON_LABELS,
  EXIT_REASONS,
  endEarlyBodySchema,
  MESSAGES,
  validateFields,
} from '@ojt/domain';
import { type ReactNode, useId, useState } from 'react';
import { DialogButtons } from '../account/dialog-buttons';
import actions from '../account/dialog-buttons.module.css';
import { DialogFrame } from '../account/dialog-frame';
import { FormError } from '../account/form-message';
import { formatDate } from '../date-text';
import { FormErrorSummary } from '../form-error-summary';
import { changeRefusal, relabelErrors } from './change-refusal';

/** The form's fields, as the API names them, and how the screen names them. */
const LABELS = {
  date: MESSAGES.exitDateLabel,
  reason: MESSAGES.exitReasonLabel,
  details: MESSAGES.exitDetailsLabel,
} as const;
type Values = Record<keyof typeof LABELS, string>;

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...EXIT_REASONS.map((value) => ({ value, label: EXIT_REASON_LABELS[value] })),
];

export interface EndEarlyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Whose placement it is, shown above the fields and in the question. */
  heading: ReactNode;
  /** The placement's start and end dates: the exit date lies between them. */
  startDate?: string | null;
  endDate?: string | null;
  /** Sends POST /api/Placements/{id}/EndEarly; resolves with the server's message, rejects with its refusal. */
  send: (body: EndEarlyBody) => Promise<{ message?: string }>;
  /** After the server ended it, with the server's message. */
  onEnded: (message: string) => void;
}

function EndEarlyForm({ onClose, heading, startDate, endDate, send, onEnded }: EndEarlyDialogProps) {
  const prefix = useId();
  const idFor = (path: string) => `${prefix}-${path}`;
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<EndEarlyBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { date: '', reason: '', details: '' },
    validate: (values) => relabelErrors(validateFields(endEarlyBodySchema, values), LABELS),
  });
  const field = (path: keyof Values) => ({ id: idFor(path), ...form.getInputProps(path) });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      setConfirming(endEarlyBodySchema.parse(values));
    },
    () => setAttempt((count) => count + 1),
  );

  const confirm = async () => {
    if (!confirming) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await send(confirming);
      onEnded(answer.message || MESSAGES.placementEndedEarly);
      onClose();
    } catch (error) {
      const refusal = changeRefusal(error, LABELS);
      if ('fields' in refusal) {
        setConfirming(null);
        form.setErrors(refusal.fields);
        setAttempt((count) => count + 1);
      } else setFailure(refusal.failure);
    } finally {
      setPending(false);
    }
  };

  if (confirming)
    return (
      <Stack gap="md">
        <Text size="sm" component="div">
          {heading}
        </Text>
        <Text>
          End this placement on <strong>{formatDate(confirming.date)}</strong> (
          {EXIT_REASON_LABELS[confirming.reason]})? Its status becomes Exited early and its end date that day.
          This cannot be undone.
        </Text>
        <FormError message={failure} />
        <div className={actions.actions}>
          <Button variant="default" onClick={() => setConfirming(null)} disabled={pending} data-autofocus>
            Back
          </Button>
          <Button color="red.9" onClick={() => void confirm()} loading={pending}>
            {MESSAGES.endPlacementEarlyLabel}
          </Button>
        </div>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" component="div">
          {heading}
        </Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <TextInput
          type="date"
          label={LABELS.date}
          description={
            startDate && endDate ? `Between ${formatDate(startDate)} and ${formatDate(endDate)}` : undefined
          }
          min={startDate ?? undefined}
          max={endDate ?? undefined}
          withAsterisk
          data-autofocus
          {...field('date')}
        />
        <NativeSelect label={LABELS.reason} withAsterisk data={REASON_OPTIONS} {...field('reason')} />
        <Textarea
          label={LABELS.details}
          rows={3}
          resize="vertical"
          maxLength={CHANGE_LONG_TEXT_MAX}
          {...field('details')}
        />
        <DialogButtons onCancel={onClose} disabled={false} loading={false}>
          Continue
        </DialogButtons>
      </Stack>
    </form>
  );
}

/**
 * End a Placed placement early (issue 29), for the learner, its employer and the office alike: the
 * last day, a reason from the list and details, then a confirm step naming the date; the server's
 * refusal (409, 400) in words.
 */
export function EndEarlyDialog(props: EndEarlyDialogProps) {
  return (
    <DialogFrame opened={props.opened} onClose={props.onClose} title={MESSAGES.endPlacementEarlyLabel}>
      {props.opened ? <EndEarlyForm {...props} /> : null}
    </DialogFrame>
  );
}
