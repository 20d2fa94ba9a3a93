import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COMMENT_MAX_LENGTH,
  formatInterviewInWords,
  interviewEmailNote,
  interviewInWordsNote,
  MESSAGES,
  portalToday,
  toIsoDate,
  upcomingInterviewSchema,
} from '@ojt/domain';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { toClockInput } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useScheduleInterview } from '../../api/schedule-interview';
import type { Application } from '../../api/types';
import { ApplicantHeading, applicantName } from './applicant-card';
import { hasInterview } from './application-rules';

function InterviewForm({ application, onClose }: { application: Application; onClose: () => void }) {
  const schedule = useScheduleInterview();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(upcomingInterviewSchema, {
    date: toIsoDate(application.interviewDate ?? '') ?? '',
    time: toClockInput(application.interviewTime),
    location: application.interviewLocation ?? '',
    message: '',
  });
  const failure = useActionFailure({
    fallback: MESSAGES.failedScheduleInterview,
    network: MESSAGES.scheduleInterviewNetworkError,
  });
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);
  const name = applicantName(application);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    schedule.mutate(
      { placementId: application.placementId, interview: parsed },
      {
        onSuccess: () => {
          setDone(MESSAGES.interviewScheduled);
          // The dialog closes by itself; the toast stays a while, naming whose interview it was.
          notifications.show({ color: 'green', title: MESSAGES.interviewScheduled, message: name });
        },
        onError: failure.show,
      },
    );
  });

  const { date, time, location } = form.values;
  // Spec 2 §5: date, time and location are all needed before Schedule is offered.
  const filled = [date, time, location].every((value) => String(value).trim() !== '');
  const locked = done !== null || schedule.isPending;
  const when = formatInterviewInWords(String(date), String(time));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ApplicantHeading application={application}>{interviewEmailNote(name)}</ApplicantHeading>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Interview date"
            min={portalToday()}
            withAsterisk
            data-autofocus
            disabled={locked}
            {...field('date')}
          />
          <TextInput
            type="time"
            label="Interview time"
            description="Port of Spain time"
            withAsterisk
            disabled={locked}
            {...field('time')}
          />
        </SimpleGrid>
        {/* Read back in words before it is sent: 03/12 must not pass for 12 March. */}
        <Text size="sm" fw={500} aria-live="polite">
          {when ? interviewInWordsNote(when) : null}
        </Text>
        <TextInput label="Location" withAsterisk disabled={locked} {...field('location')} />
        <Textarea
          label="Message for the applicant"
          description="Optional: who to ask for, what to bring."
          rows={3}
          resize="vertical"
          maxLength={COMMENT_MAX_LENGTH}
          disabled={locked}
          {...field('message')}
        />
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <DialogButtons onCancel={onClose} disabled={!filled || locked} loading={schedule.isPending}>
          Schedule
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface InterviewDialogProps {
  application: Application | null;
  opened: boolean;
  onClose: () => void;
}

/** Schedule Interview (spec 2 §5), or Reschedule when one is set: the form starts from it. */
export function InterviewDialog({ application, opened, onClose }: InterviewDialogProps) {
  const title = application && hasInterview(application) ? 'Reschedule Interview' : 'Schedule Interview';
  return (
    <DialogFrame opened={opened && application !== null} onClose={onClose} title={title} size="lg">
      {application ? (
        <InterviewForm key={application.placementId} application={application} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
