import { Button, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ERROR_CODES,
  HOLIDAY_NAME_MAX,
  MESSAGES,
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
import { holidayFormSchema, useAddHoliday } from '../../api/add-holiday';
import classes from './stipend-settings.module.css';

/** Add a holiday: its date and name; a date that is a holiday already (409) is said under the date. */
export function AddHolidayForm({ onAdded }: { onAdded: (date: string) => void }) {
  const add = useAddHoliday();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, field, idFor, attempt, handleSubmit } = useSchemaForm(holidayFormSchema, {
    date: '',
    name: '',
  });

  const submit = handleSubmit((holiday) => {
    setProblem(null);
    add.mutate(holiday, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || TIMESHEET_MESSAGES.holidayAdded,
          message: `${holiday.name}, ${formatDate(holiday.date)}`,
        });
        form.reset();
        onAdded(holiday.date);
      },
      onError: (error) => {
        const message = actionFailureText(error, {
          fallback: MESSAGES.internalError,
          network: MESSAGES.networkErrorTryAgain,
        });
        if (isApiError(error) && error.code === ERROR_CODES.CONFLICT && message)
          form.setFieldError('date', message);
        else setProblem(message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={idFor('heading')}>
      <Stack gap="sm" mt="md">
        <Title order={4} size="h5" id={idFor('heading')}>
          {TEXT.addHolidayTitle}
        </Title>
        <FormErrorSummary errors={form.errors} fieldId={idFor} attempt={attempt} />
        <div className={classes.addHoliday}>
          <TextInput type="date" label={TEXT.holidayDateLabel} withAsterisk {...field('date')} />
          <TextInput
            label={TEXT.holidayNameLabel}
            placeholder={TEXT.holidayNamePlaceholder}
            withAsterisk
            maxLength={HOLIDAY_NAME_MAX}
            autoComplete="off"
            {...field('name')}
          />
          <Button
            type="submit"
            className={classes.addButton}
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={add.isPending}
          >
            {TEXT.addHolidayAction}
          </Button>
        </div>
        <FormError message={problem} />
      </Stack>
    </form>
  );
}
