import { ENDPOINTS, type StipendSettings } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { timesheetKeys } from './timesheet-keys';

/** POST /api/Admin/StipendSettings { reduceForAbsences }: answers the settings as saved. */
export function saveStipendSettings(body: StipendSettings) {
  return callApi(ENDPOINTS.SaveStipendSettings, { body });
}

export function useSaveStipendSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStipendSettings,
    onSuccess: (answer) => queryClient.setQueryData(timesheetKeys.settings(), answer.data),
    // A refusal or a lost answer: show what the server holds.
    onError: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.settings() }),
  });
}
