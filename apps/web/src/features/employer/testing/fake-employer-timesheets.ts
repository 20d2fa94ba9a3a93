import {
  approveTimesheetParamsSchema,
  canApproveTimesheet,
  canReturnTimesheet,
  employerTimesheetsQuerySchema,
  payCycleFor,
  returnTimesheetParamsSchema,
  TIMESHEET_MESSAGES,
  type Timesheet,
} from '@ojt/domain';
import {
  type Actions,
  fail,
  notFound,
  type Params,
  parseParams,
  type RecordedRequest,
} from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';

/** What the employer's timesheet routes keep: its learners' months, and the holidays the server knows. */
export interface FakeTimesheetData {
  timesheets: Timesheet[];
  holidays: Set<string>;
}

const conflict = (message: string) => fail(409, 'CONFLICT', message);

/** GET /api/Employer/Timesheets ?Month&Status: no Drafts (they are the learner's), newest month first. */
export function readTimesheets(data: FakeTimesheetData, r: RecordedRequest): Response | null {
  if (r.path !== '/api/Employer/Timesheets') return null;
  const result = parseParams(employerTimesheetsQuerySchema, Object.fromEntries(r.query));
  if ('refusal' in result) return result.refusal;
  const { Month, Status } = result.values;
  const rows = data.timesheets
    .filter((s) => s.status !== 'Draft' && (!Month || s.month === Month) && (!Status || s.status === Status))
    .sort((a, b) => b.month.localeCompare(a.month));
  return json(200, rows);
}

function approve(data: FakeTimesheetData, params: Params): Response {
  const result = parseParams(approveTimesheetParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const sheets = result.values.map((id) => data.timesheets.find((s) => s.timesheetId === id));
  if (sheets.some((s) => !s)) return notFound(TIMESHEET_MESSAGES.timesheetNotFound);
  const found = sheets as Timesheet[];
  // All or none: one month that is not submitted refuses the lot.
  if (found.some((s) => !canApproveTimesheet(s.status)))
    return conflict(TIMESHEET_MESSAGES.approveOnlySubmitted);
  const now = new Date();
  for (const sheet of found) {
    Object.assign(sheet, {
      status: 'Approved',
      approvedAt: now.toISOString(),
      payCycle: payCycleFor(sheet.month, now, data.holidays),
    });
  }
  const message =
    found.length === 1 ? TIMESHEET_MESSAGES.timesheetApproved : TIMESHEET_MESSAGES.timesheetsApproved;
  return json(200, { success: true, message, data: found });
}

function giveBack(data: FakeTimesheetData, params: Params): Response {
  const result = parseParams(returnTimesheetParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const sheet = data.timesheets.find((s) => s.timesheetId === result.values.TimesheetId);
  if (!sheet) return notFound(TIMESHEET_MESSAGES.timesheetNotFound);
  if (!canReturnTimesheet(sheet.status)) return conflict(TIMESHEET_MESSAGES.returnOnlySubmitted);
  Object.assign(sheet, { status: 'Returned', returnedReason: result.values.Reason });
  return json(200, { success: true, message: TIMESHEET_MESSAGES.timesheetReturned, data: sheet });
}

/** The employer's month actions, by path, as the real server answers them. */
export const TIMESHEET_ACTIONS: Actions<FakeTimesheetData> = {
  '/api/Employer/ApproveTimesheet': approve,
  '/api/Employer/ReturnTimesheet': giveBack,
};
