import { submitTimesheetEndpoint } from '@ojt/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/Learner/SubmitTimesheet ?TimesheetId: to the supervisor, from the month's last working
 * day. Sent after a save (`useSaveTimesheet` with `submit`), so the marks on screen go with it.
 */
export function submitTimesheet(timesheetId: number) {
  return callApi(submitTimesheetEndpoint, { body: { TimesheetId: timesheetId } });
}
