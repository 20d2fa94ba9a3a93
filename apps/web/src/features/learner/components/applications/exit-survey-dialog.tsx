import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  CHANGE_LONG_TEXT_MAX,
  EXIT_SURVEY_RECOMMEND_MAX,
  EXIT_SURVEY_RECOMMEND_MIN,
  exitSurveyBodySchema,
  type LearnerApplicationItem,
  MESSAGES,
} from '@ojt/domain';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError } from '../../../../components/account/form-message';
import { changeRefusal } from '../../../../components/changes/change-refusal';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { useSaveExitSurvey } from '../../api/placement-exit';

const LABELS = {
  why: MESSAGES.surveyWhyLabel,
  recommend: MESSAGES.surveyRecommendLabel,
  change: MESSAGES.surveyChangeLabel,
} as const;

const SCALE = Array.from({ length: EXIT_SURVEY_RECOMMEND_MAX - EXIT_SURVEY_RECOMMEND_MIN + 1 }, (_, i) =>
  String(EXIT_SURVEY_RECOMMEND_MIN + i),
);

function SurveyForm({ application, onClose }: { application: LearnerApplicationItem; onClose: () => void }) {
  const save = useSaveExitSurvey();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(exitSurveyBodySchema, {
    placementId: application.placementId,
    why: '',
    recommend: '',
    change: '',
  });
  // The first choice carries the id the error summary links to.
  const { id: recommendId, ...recommend } = field('recommend');
  const submit = handleSubmit((body) => {
    setFailure(null);
    save.mutate(body, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || MESSAGES.exitSurveySaved,
          message: '',
        });
        onClose();
      },
      onError: (error) => {
        const refusal = changeRefusal(error, LABELS);
        if ('fields' in refusal) form.setErrors(refusal.fields);
        else setFailure(refusal.failure);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {application.jobs.empjobname} · {application.employer.empName}. Your answers help the programme
          office; your employer does not see them.
        </Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <Textarea
          label={LABELS.why}
          withAsterisk
          rows={3}
          resize="vertical"
          maxLength={CHANGE_LONG_TEXT_MAX}
          data-autofocus
          {...field('why')}
        />
        <Radio.Group label={LABELS.recommend} withAsterisk {...recommend}>
          <Group gap="md" mt="xs">
            {SCALE.map((value) => (
              <Radio key={value} value={value} label={value} id={value === '1' ? recommendId : undefined} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={LABELS.change}
          rows={3}
          resize="vertical"
          maxLength={CHANGE_LONG_TEXT_MAX}
          {...field('change')}
        />
        <FormError message={failure} />
        <DialogButtons
          onCancel={onClose}
          cancelLabel="Later"
          disabled={save.isPending}
          loading={save.isPending}
        >
          Send answers
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface ExitSurveyDialogProps {
  /** The application that ended early; the dialog is open while it is set. */
  application: LearnerApplicationItem | null;
  onClose: () => void;
}

/** The exit survey (issue 29): why, would recommend 1-5, what should change; offered until answered. */
export function ExitSurveyDialog({ application, onClose }: ExitSurveyDialogProps) {
  return (
    <DialogFrame opened={application !== null} onClose={onClose} title={MESSAGES.exitSurveyLabel} size="lg">
      {application ? (
        <SurveyForm key={application.placementId} application={application} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
