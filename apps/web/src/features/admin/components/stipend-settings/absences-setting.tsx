import { Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, TIMESHEET_ADMIN_SCREEN_MESSAGES as TEXT, TIMESHEET_MESSAGES } from '@ojt/domain';
import { FormError } from '../../../../components/account/form-message';
import { useActionFailure } from '../../../../components/action-failure-text';
import { useStipendSettings } from '../../api/get-stipend-settings';
import { useSaveStipendSettings } from '../../api/save-stipend-settings';
import { ListError } from '../list-states';

/**
 * The programme's "Reduce the stipend for absences" switch (StipendSettings): turning it saves at
 * once; while the save runs the switch shows the asked-for position and waits.
 */
export function AbsencesSetting() {
  const settings = useStipendSettings();
  const save = useSaveStipendSettings();
  const failure = useActionFailure({
    fallback: MESSAGES.internalError,
    network: MESSAGES.networkErrorTryAgain,
  });

  const change = (reduceForAbsences: boolean) => {
    failure.clear();
    save.mutate(
      { reduceForAbsences },
      {
        onSuccess: (answer) =>
          notifications.show({
            color: 'green',
            title: answer.message || TIMESHEET_MESSAGES.stipendSettingsSaved,
            message: reduceForAbsences ? TEXT.reduceForAbsencesOn : TEXT.reduceForAbsencesOff,
          }),
        onError: failure.show,
      },
    );
  };

  const checked = save.isPending ? save.variables.reduceForAbsences : settings.data?.reduceForAbsences;
  return (
    <section aria-labelledby="absences-heading">
      <Title order={3} size="h4" mb="sm" id="absences-heading">
        {TEXT.absencesTitle}
      </Title>
      {settings.isPending ? (
        <Skeleton height={40} radius="md" />
      ) : settings.isError ? (
        <ListError message={TEXT.failedLoadStipendSettings} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="sm">
          <Switch
            size="md"
            label={TEXT.reduceForAbsencesLabel}
            aria-describedby="absences-explain"
            checked={Boolean(checked)}
            disabled={save.isPending}
            onChange={(event) => change(event.currentTarget.checked)}
          />
          {/* Beside the switch, not inside its label (Mantine's description would join its name). */}
          <Text size="sm" c="dimmed" id="absences-explain">
            {checked ? TEXT.reduceForAbsencesOn : TEXT.reduceForAbsencesOff}
          </Text>
          <FormError message={failure.text} />
        </Stack>
      )}
    </section>
  );
}
