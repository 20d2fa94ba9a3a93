import { NativeSelect, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  portalToday,
  removeHolidayLabel,
  TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT,
  TIMESHEET_MESSAGES,
} from '@ojt/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { actionFailureText } from '../../../../components/action-failure-text';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDate, formatLongDate } from '../../../../components/date-text';
import { RecordButton } from '../../../../components/record-button';
import { useHolidays } from '../../api/get-holidays';
import { useRemoveHoliday } from '../../api/remove-holiday';
import { useLastValue } from '../../hooks/use-last-value';
import { ListError, ListSkeleton } from '../list-states';
import { AddHolidayForm } from './add-holiday-form';
import classes from './stipend-settings.module.css';

interface Holiday {
  date: string;
  name: string;
}

/** The years to choose from: five before this one to five after. */
function yearOptions(thisYear: number) {
  return Array.from({ length: 11 }, (_, i) => String(thisYear - 5 + i));
}

function HolidayList({ year, onRemove }: { year: number; onRemove: (holiday: Holiday) => void }) {
  const holidays = useHolidays(year);
  if (holidays.isPending) return <ListSkeleton label={TEXT.loadingHolidays} rows={3} />;
  if (holidays.isError)
    return <ListError message={TEXT.failedLoadHolidays} onRetry={() => void holidays.refetch()} />;
  if (holidays.data.length === 0)
    return (
      <Text size="sm" c="dimmed" role="status">
        {TEXT.noHolidays}
      </Text>
    );
  return (
    <ul className={classes.holidays} aria-label={`${TEXT.holidaysListLabel} ${year}`}>
      {holidays.data.map((holiday) => (
        <li key={holiday.date}>
          <div>
            <Text size="sm" fw={600}>
              {holiday.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatLongDate(holiday.date)}
            </Text>
          </div>
          <RecordButton
            icon={IconTrash}
            label={removeHolidayLabel(holiday.name, formatDate(holiday.date))}
            variant="outline"
            color="red.9"
            onClick={() => onRemove(holiday)}
          >
            {TEXT.removeAction}
          </RecordButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * Public holidays of a year: choose the year, remove one (after a confirmation), add a date and its
 * name. A holiday added in another year shows that year.
 */
export function HolidaysSection() {
  const thisYear = Number(portalToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [target, setTarget] = useState<Holiday | null>(null);
  const shown = useLastValue(target);
  const remove = useRemoveHoliday();
  const [removeError, setRemoveError] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setRemoveError(null);
  };
  const confirm = () => {
    if (!target) return;
    setRemoveError(null);
    remove.mutate(target.date, {
      onSuccess: (answer) => {
        notifications.show({
          color: 'green',
          title: answer.message || TIMESHEET_MESSAGES.holidayRemoved,
          message: `${target.name}, ${formatDate(target.date)}`,
        });
        close();
      },
      onError: (error) =>
        setRemoveError(
          actionFailureText(error, {
            fallback: MESSAGES.internalError,
            network: MESSAGES.networkErrorTryAgain,
          }),
        ),
    });
  };

  return (
    <section aria-labelledby="holidays-heading">
      <Title order={3} size="h4" mb="xs" id="holidays-heading">
        {TEXT.holidaysTitle}
      </Title>
      <Text size="sm" mb="sm">
        {TEXT.holidaysExplain}
      </Text>
      <NativeSelect
        className={classes.year}
        mb="sm"
        label={TEXT.yearLabel}
        data={yearOptions(thisYear)}
        value={String(year)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
      />
      <HolidayList year={year} onRemove={setTarget} />
      <AddHolidayForm onAdded={(date) => setYear(Number(date.slice(0, 4)))} />
      <ConfirmDialog
        opened={target !== null}
        title={TEXT.removeHolidayTitle}
        confirmLabel={TEXT.removeAction}
        confirmColor="red.9"
        loading={remove.isPending}
        error={removeError}
        onConfirm={confirm}
        onClose={close}
      >
        <Text fw={600}>{shown ? `${shown.name}, ${formatLongDate(shown.date)}` : ''}</Text>
        <Text>{TEXT.removeHolidayExplain}</Text>
      </ConfirmDialog>
    </section>
  );
}
