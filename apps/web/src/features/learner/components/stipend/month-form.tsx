import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  portalToday,
  submitOpensText,
  TIMESHEET_SCREEN_TEXTS as T,
  TIMESHEET_MESSAGES,
  TIMESHEET_REMARKS_MAX,
  type Timesheet,
  timesheetDayLabel,
  timesheetMonthLabel,
} from '@ojt/domain';
import { IconChecks, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FormError } from '../../../../components/account/form-message';
import { actionFailureText } from '../../../../components/action-failure-text';
import { useSaveTimesheet } from '../../api/save-timesheet';
import { BreakDayRow, DayRow, withBreaks } from './day-row';
import classes from './stipend.module.css';
import { useMonthForm } from './use-month-form';

/** Whether Submit is open now: from the answer's `submitOpensAt` (without it, the server decides). */
function submitOpening(sheet: Timesheet, now: Date): { open: boolean; note: string | null } {
  if (!sheet.submitOpensAt) return { open: true, note: null };
  const opensAt = new Date(sheet.submitOpensAt);
  if (now.getTime() >= opensAt.getTime()) return { open: true, note: null };
  return { open: false, note: submitOpensText(timesheetDayLabel(portalToday(opensAt))) };
}

export interface MonthFormProps {
  sheet: Timesheet;
  /** The rows to mark, oldest first. */
  dates: readonly string[];
}

/**
 * A Draft or Returned month, to fill in: a row a working day, "All present", remarks, "Save draft"
 * and "Submit to supervisor" (which saves first, as the submit call takes only the month's id).
 */
export function MonthForm({ sheet, dates }: MonthFormProps) {
  const form = useMonthForm(sheet, dates);
  const save = useSaveTimesheet();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<'save' | 'submit' | null>(null);
  const opening = submitOpening(sheet, new Date());

  const send = (submit: boolean) => {
    setFailure(null);
    if (!form.check()) {
      setFailure(TIMESHEET_MESSAGES.leaveReasonRequired);
      return;
    }
    setSending(submit ? 'submit' : 'save');
    save.mutate(
      { body: form.body(), submit },
      {
        onSuccess: (answer) =>
          notifications.show({
            color: 'green',
            title: answer.message,
            message: timesheetMonthLabel(sheet.month),
          }),
        onError: (error) =>
          setFailure(
            actionFailureText(error, {
              fallback: submit ? T.failedSubmitTimesheet : T.failedSaveTimesheet,
              network: MESSAGES.networkErrorTryAgain,
            }),
          ),
        onSettled: () => setSending(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      {dates.length === 0 ? (
        <Text size="sm">{T.noWorkingDays}</Text>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {T.allPresentHint}
          </Text>
          <Button
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={form.allPresent}
            disabled={form.unmarked === 0}
            className={classes.touch}
          >
            {T.allPresent}
          </Button>
        </Group>
      )}
      {withBreaks(dates, sheet.breakDates).map(({ date, onBreak }) =>
        onBreak ? (
          <BreakDayRow key={date} date={date} />
        ) : (
          <DayRow
            key={date}
            day={form.dayOf(date)}
            reasonMissing={form.reasonMissing(date)}
            onMark={form.setMark}
            onReason={form.setReason}
          />
        ),
      )}
      <Textarea
        label={T.remarksLabel}
        value={form.remarks}
        onChange={(event) => form.setRemarks(event.currentTarget.value)}
        maxLength={TIMESHEET_REMARKS_MAX}
        rows={3}
      />
      <FormError message={failure} />
      <div className={classes.buttons}>
        <Button
          variant="default"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={sending === 'save'}
          disabled={sending === 'submit'}
          onClick={() => send(false)}
        >
          {T.saveDraft}
        </Button>
        <Button
          leftSection={<IconSend size={18} aria-hidden />}
          loading={sending === 'submit'}
          disabled={!opening.open || sending === 'save'}
          onClick={() => send(true)}
        >
          {T.submitToSupervisor}
        </Button>
      </div>
      {opening.note ? (
        <Text size="sm" c="dimmed">
          {opening.note}
        </Text>
      ) : null}
    </Stack>
  );
}
