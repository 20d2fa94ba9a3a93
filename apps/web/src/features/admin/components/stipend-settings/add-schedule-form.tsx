import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ERROR_CODES,
  formatTtd,
  MESSAGES,
  STIPEND_LEVELS,
  type StipendScheduleBody,
  stipendLevelName,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_MESSAGES,
} from '@ojt/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { formatDate } from '../../../../components/date-text';
import { FormErrorSummary } from '../../../../components/form-error-summary';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { isApiError } from '../../../../lib/api-client';
import {
  centsToTtdText,
  LEVEL_FIELDS,
  type ScheduleFormValues,
  scheduleFormSchema,
  useAddStipendSchedule,
} from '../../api/add-stipend-schedule';
import classes from './stipend-settings.module.css';

function startingValues(latest: StipendScheduleBody | null): ScheduleFormValues {
  const rate = (level: 1 | 2 | 3 | 4 | 5) => (latest ? centsToTtdText(latest.rates[level]) : '');
  return {
    effectiveFrom: '',
    level1: rate(1),
    level2: rate(2),
    level3: rate(3),
    level4: rate(4),
    level5: rate(5),
  };
}

/**
 * Add a schedule: the date it applies from and each level's monthly rate in TTD with cents, starting
 * from the latest rates; sent as integer cents. A schedule already starting that day (409) is said
 * under the date.
 */
export function AddScheduleForm({ latest }: { latest: StipendScheduleBody | null }) {
  const add = useAddStipendSchedule();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(
    scheduleFormSchema,
    startingValues(latest),
  );

  const submit = handleSubmit((body) => {
    setProblem(null);
    add.mutate(body, {
      onSuccess: (answer) =>
        notifications.show({
          color: 'green',
          title: answer.message || TIMESHEET_MESSAGES.stipendScheduleAdded,
          message: `${TEXT.effectiveFromLabel} ${formatDate(body.effectiveFrom)}: ${STIPEND_LEVELS.map(
            ({ level }) => `${stipendLevelName(level)} ${formatTtd(body.rates[level])}`,
          ).join(', ')}`,
        }),
      onError: (error) => {
        const message = actionFailureText(error, {
          fallback: MESSAGES.internalError,
          network: MESSAGES.networkErrorTryAgain,
        });
        if (isApiError(error) && error.code === ERROR_CODES.CONFLICT && message)
          form.setFieldError('effectiveFrom', message);
        else setProblem(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={idFor('heading')}>
      <Stack gap="sm" mt="md">
        <Title order={4} size="h5" id={idFor('heading')}>
          {TEXT.addScheduleTitle}
        </Title>
        <Text size="sm">{TEXT.addScheduleExplain}</Text>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <div className={classes.levels}>
          <TextInput type="date" label={TEXT.effectiveFromLabel} withAsterisk {...field('effectiveFrom')} />
          {LEVEL_FIELDS.map((name, index) => (
            <TextInput
              key={name}
              label={stipendLevelName(index + 1)}
              withAsterisk
              inputMode="decimal"
              autoComplete="off"
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  TTD
                </Text>
              }
              rightSectionWidth={40}
              {...field(name)}
            />
          ))}
        </div>
        <FormError message={problem} />
        <Group>
          <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
            {TEXT.addScheduleAction}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
