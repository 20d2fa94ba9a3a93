import { type SaveTimesheetBody, saveTimesheetEndpoint } from '@ojt/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { learnerKeys } from './query-keys';
import { submitTimesheet } from './submit-timesheet';

/** POST /api/Learner/SaveTimesheet `{ placementId, month, days, remarks }`: a Draft or Returned month. */
export function saveTimesheet(body: SaveTimesheetBody) {
  return callApi(saveTimesheetEndpoint, { body });
}

/**
 * Saves the month, and with `submit` submits it after the save (the call takes only the id, so the
 * marks on screen are saved first). The month and the list reload whatever the outcome.
 */
export function useSaveTimesheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, submit }: { body: SaveTimesheetBody; submit: boolean }) => {
      const saved = await saveTimesheet(body);
      return submit ? submitTimesheet(saved.data.timesheetId) : saved;
    },
    onSuccess: (answer, { body }) =>
      queryClient.setQueryData(learnerKeys.timesheet(body.placementId, body.month), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: learnerKeys.timesheets() }),
  });
}
