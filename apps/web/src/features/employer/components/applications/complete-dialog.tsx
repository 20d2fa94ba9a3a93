import { Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  completeEarlyNote,
  completePlacementParamsSchema,
  EVALUATION_SCORES,
  EVALUATION_TEXT_MAX_LENGTH,
  MESSAGES,
  portalToday,
  scoreField,
  textField,
} from '@ojt/domain';
import { useId, useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { serverFieldErrors } from '../../../../components/account/server-field-errors';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { formatDate } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useCompletePlacement } from '../../api/complete-placement';
import type { Application } from '../../api/types';
import { ApplicantHeading, applicantName } from './applicant-card';
import { ScoreGroup } from './score-group';

const T = MESSAGES;

/** True when today (Port of Spain) is before the placement's end date, or it has none: a reason is needed. */
export function completesEarly(application: Application, today = portalToday()): boolean {
  const end = application.endDate?.slice(0, 10) ?? '';
  return end === '' || today < end;
}

// The domain's rules; the form labels Quality 'Quality of work', and asks for the reason when early.
function completionSchema(early: boolean) {
  const reason = textField('Reason', {
    required: early,
    requiredMessage: MESSAGES.completionReasonRequired,
    max: EVALUATION_TEXT_MAX_LENGTH,
    multiline: true,
  });
  return completePlacementParamsSchema
    .omit({ PlacementId: true })
    .extend({ Quality: scoreField('Quality of work'), Reason: reason });
}

const FIELD_NAMES = {
  Attendance: 'Attendance',
  Punctuality: 'Punctuality',
  Quality: 'Quality',
  Teamwork: 'Teamwork',
  Remarks: 'Remarks',
  Reason: 'Reason',
} as const;

function CompleteForm({ application, onClose }: { application: Application; onClose: () => void }) {
  const complete = useCompletePlacement();
  const early = completesEarly(application);
  const [schema] = useState(() => completionSchema(early));
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(schema, {
    Attendance: '',
    Punctuality: '',
    Quality: '',
    Teamwork: '',
    Remarks: '',
    Reason: '',
  });
  const failure = useActionFailure({ fallback: T.failedCompletePlacement, network: T.networkErrorOccurred });
  const [done, setDone] = useState<string | null>(null);
  // The server may still ask for a reason (its clock decides): the field then shows.
  const [askReason, setAskReason] = useState(early);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);
  const legendId = useId();
  const name = applicantName(application);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    const { Reason, ...evaluation } = parsed;
    const input = { placementId: application.placementId, evaluation, reason: askReason ? Reason : '' };
    complete.mutate(input, {
      onSuccess: (answer) => {
        const message = answer.message || MESSAGES.placementCompleted;
        setDone(message);
        notifications.show({ color: 'green', title: message, message: name });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error, FIELD_NAMES);
        if (Object.keys(fields).length > 0) {
          if (fields.Reason) setAskReason(true);
          form.setErrors(fields);
          return;
        }
        failure.show(error);
      },
    });
  });

  const locked = done !== null || complete.isPending;
  const endNote = application.endDate
    ? completeEarlyNote(formatDate(application.endDate))
    : T.completeNoEndDateNote;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ApplicantHeading application={application}>{T.completePlacementIntro}</ApplicantHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <Text size="sm" c="dimmed" id={legendId}>
          {T.evaluationScoreLegend}
        </Text>
        {EVALUATION_SCORES.map(({ param, label }) => {
          const { id, value, onChange, error } = field(param);
          return (
            <ScoreGroup
              key={param}
              id={id}
              label={label}
              legendId={legendId}
              value={String(value)}
              onChange={onChange}
              error={error}
              disabled={locked}
            />
          );
        })}
        <Textarea
          label={T.remarksLabel}
          description={T.evaluationRemarksHint}
          rows={3}
          resize="vertical"
          maxLength={EVALUATION_TEXT_MAX_LENGTH}
          withAsterisk
          disabled={locked}
          {...field('Remarks')}
        />
        {askReason ? (
          <Textarea
            label={T.reasonLabel}
            description={endNote}
            rows={2}
            resize="vertical"
            maxLength={EVALUATION_TEXT_MAX_LENGTH}
            withAsterisk
            disabled={locked}
            {...field('Reason')}
          />
        ) : null}
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <DialogButtons onCancel={onClose} disabled={locked} loading={complete.isPending}>
          {T.markCompletedAction}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface CompleteDialogProps {
  application: Application | null;
  opened: boolean;
  onClose: () => void;
}

/** Complete placement (issue 10): the four scores, remarks, and the reason when before the end date. */
export function CompleteDialog({ application, opened, onClose }: CompleteDialogProps) {
  return (
    <DialogFrame
      opened={opened && application !== null}
      onClose={onClose}
      title={T.completePlacementTitle}
      size="lg"
    >
      {application ? (
        <CompleteForm key={application.placementId} application={application} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
