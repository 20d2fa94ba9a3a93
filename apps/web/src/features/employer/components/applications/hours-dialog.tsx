import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import {
  AGREEMENT_DAYS,
  DEFAULT_HOURS_PER_WEEK,
  DEFAULT_WORK_DAYS,
  dayName,
  MAX_HOURS_PER_WEEK,
  MESSAGES,
  MIN_HOURS_PER_WEEK,
  setPlacementHoursBodySchema,
  AGREEMENT_MESSAGES as TEXT,
} from '@ojt/domain';
import { useState } from 'react';
import { DialogButtons } from '../../../../components/account/dialog-buttons';
import { DialogFrame } from '../../../../components/account/dialog-frame';
import { FormError, FormSuccess } from '../../../../components/account/form-message';
import { serverFieldErrors } from '../../../../components/account/server-field-errors';
import { SUCCESS_CLOSE_MS, useAutoClose } from '../../../../components/account/use-auto-close';
import { useActionFailure } from '../../../../components/action-failure-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { usePlacementAgreementOf } from '../../../../lib/placement-agreement-query';
import { useSetPlacementHours } from '../../api/set-placement-hours';
import type { Application } from '../../api/types';
import { ApplicantHeading } from './applicant-card';

// The domain's rule for the hours and days (the placement is the dialog's own).
const hoursSchema = setPlacementHoursBodySchema.omit({ placementId: true });

function HoursForm({
  application,
  hours,
  onClose,
}: {
  application: Application;
  hours: { hoursPerWeek: number; days: string[] };
  onClose: () => void;
}) {
  const save = useSetPlacementHours();
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(hoursSchema, {
    hoursPerWeek: hours.hoursPerWeek as number | string,
    days: hours.days,
  });
  const failure = useActionFailure({
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorOccurred,
  });
  const [done, setDone] = useState<string | null>(null);
  useAutoClose(done !== null, SUCCESS_CLOSE_MS, onClose);

  const submit = handleSubmit((parsed) => {
    failure.clear();
    save.mutate(
      { placementId: application.placementId, ...parsed },
      {
        onSuccess: (answer) => setDone(answer.message || TEXT.placementHoursSaved),
        onError: (error) => {
          const fields = serverFieldErrors(error, { hoursPerWeek: 'hoursPerWeek', days: 'days' } as const);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          failure.show(error);
        },
      },
    );
  });

  const locked = done !== null || save.isPending;
  const days = field('days');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ApplicantHeading application={application} />
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <NumberInput
          label={TEXT.hoursPerWeekLabel}
          description={TEXT.hoursPerWeekHint}
          min={MIN_HOURS_PER_WEEK}
          max={MAX_HOURS_PER_WEEK}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          inputMode="numeric"
          withAsterisk
          disabled={locked}
          style={{ maxWidth: '12rem' }}
          {...field('hoursPerWeek')}
        />
        <Checkbox.Group label={TEXT.workDaysLabel} withAsterisk {...days} id={days.id}>
          <Group gap="md" mt={6} wrap="wrap">
            {AGREEMENT_DAYS.map((day) => (
              <Checkbox key={day} value={day} label={dayName(day)} disabled={locked} />
            ))}
          </Group>
        </Checkbox.Group>
        <Text size="sm" c="dimmed">
          {TEXT.setHoursNote}
        </Text>
        <FormError message={failure.text} />
        <FormSuccess message={done} />
        <DialogButtons onCancel={onClose} disabled={locked} loading={save.isPending}>
          {TEXT.saveHours}
        </DialogButtons>
      </Stack>
    </form>
  );
}

export interface HoursDialogProps {
  application: Application | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Working hours (issue 29): the hours a week (1-60) and the days of a Placed learner, filled in from
 * the agreement's latest version; a change draws a new version the learner is asked to confirm.
 */
export function HoursDialog({ application, opened, onClose }: HoursDialogProps) {
  const agreement = usePlacementAgreementOf(application?.placementId ?? 0, application !== null);
  const terms = agreement.data?.terms;
  const hours = terms
    ? { hoursPerWeek: terms.hoursPerWeek, days: [...terms.days] }
    : { hoursPerWeek: DEFAULT_HOURS_PER_WEEK, days: [...DEFAULT_WORK_DAYS] };
  const ready = !agreement.isPending || agreement.none;
  return (
    <DialogFrame
      opened={opened && application !== null}
      onClose={onClose}
      title={TEXT.setHoursTitle}
      size="lg"
    >
      {application && ready ? (
        <HoursForm key={application.placementId} application={application} hours={hours} onClose={onClose} />
      ) : null}
    </DialogFrame>
  );
}
