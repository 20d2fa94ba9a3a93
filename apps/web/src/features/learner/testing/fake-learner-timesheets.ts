import {
  canSaveTimesheet,
  canSubmitTimesheet,
  isFutureMonth,
  type LearnerApplicationItem,
  learnerTimesheetQuerySchema,
  PLACEMENT_STATUS,
  placementWorkingDays,
  saveTimesheetBodySchema,
  TIMESHEET_MESSAGES,
  type Timesheet,
  timesheetIdParamsSchema,
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
import { makeTimesheet, type SheetPlacement, withFigures } from '../../../test/timesheet-fixtures';
import { LEARNER_ID } from './learner-fixtures';

/** What the learner's timesheet routes keep: the months, and the holidays the server knows. */
export interface FakeTimesheetData {
  applications: LearnerApplicationItem[];
  timesheets: Timesheet[];
  holidays: Set<string>;
}

const ok = (message: string, data: unknown) => json(200, { success: true, message, data });
const conflict = (message: string) => fail(409, 'CONFLICT', message);

/** The month's placement as the server reads it: stipend level 2 (3,960.00 TTD), the learner's own. */
export function sheetPlacement(application: LearnerApplicationItem): SheetPlacement {
  return {
    placementId: application.placementId,
    learnerId: LEARNER_ID,
    learnerName: `${application.learner.firstName} ${application.learner.lastName}`,
    empId: application.employer.empId,
    start: application.startDate ?? '2000-01-01',
    end: application.endDate,
    level: 2,
  };
}

function placed(data: FakeTimesheetData, placementId: number) {
  return data.applications.find(
    (a) =>
      a.placementId === placementId &&
      (a.placementStatus === PLACEMENT_STATUS.PLACED || a.placementStatus === PLACEMENT_STATUS.COMPLETED),
  );
}

/** GET /api/Learner/Timesheet: the month, created as a Draft on first read. */
function readMonth(data: FakeTimesheetData, r: RecordedRequest): Response {
  const result = parseParams(learnerTimesheetQuerySchema, Object.fromEntries(r.query));
  if ('refusal' in result) return result.refusal;
  const { PlacementId, Month } = result.values;
  const application = placed(data, PlacementId);
  if (!application) return conflict(TIMESHEET_MESSAGES.timesheetNotPlaced);
  if (isFutureMonth(Month, new Date())) return conflict(TIMESHEET_MESSAGES.monthInFuture);
  const existing = data.timesheets.find((s) => s.placementId === PlacementId && s.month === Month);
  if (existing) return json(200, existing);
  const id = Math.max(0, ...data.timesheets.map((s) => s.timesheetId)) + 1;
  const sheet = makeTimesheet(id, sheetPlacement(application), Month, {}, data.holidays);
  data.timesheets.unshift(sheet);
  return json(200, sheet);
}

/** The learner's GETs of months; null when the path is not one of them. */
export function readTimesheets(data: FakeTimesheetData, r: RecordedRequest): Response | null {
  if (r.path === '/api/Learner/Timesheets') {
    return json(
      200,
      [...data.timesheets].sort((a, b) => b.month.localeCompare(a.month)),
    );
  }
  if (r.path === '/api/Learner/Timesheet') return readMonth(data, r);
  return null;
}

function replace(data: FakeTimesheetData, sheet: Timesheet): Timesheet {
  data.timesheets = data.timesheets.map((s) => (s.timesheetId === sheet.timesheetId ? sheet : s));
  return sheet;
}

function save(data: FakeTimesheetData, params: Params): Response {
  const result = parseParams(saveTimesheetBodySchema, params);
  if ('refusal' in result) return result.refusal;
  const v = result.values;
  const sheet = data.timesheets.find((s) => s.placementId === v.placementId && s.month === v.month);
  const application = placed(data, v.placementId);
  if (!sheet || !application) return notFound(TIMESHEET_MESSAGES.timesheetNotFound);
  if (!canSaveTimesheet(sheet.status)) return conflict(TIMESHEET_MESSAGES.saveOnlyDraftOrReturned);
  const placement = sheetPlacement(application);
  const working = placementWorkingDays(v.month, data.holidays, placement.start, placement.end);
  if (v.days.some((day) => !working.includes(day.date)))
    return conflict(TIMESHEET_MESSAGES.timesheetDayOutsidePlacement);
  const saved = withFigures({ ...sheet, days: v.days, remarks: v.remarks }, placement, data.holidays);
  return ok(TIMESHEET_MESSAGES.timesheetSaved, replace(data, saved));
}

function submit(data: FakeTimesheetData, params: Params): Response {
  const result = parseParams(timesheetIdParamsSchema, params);
  if ('refusal' in result) return result.refusal;
  const sheet = data.timesheets.find((s) => s.timesheetId === result.values.TimesheetId);
  if (!sheet) return notFound(TIMESHEET_MESSAGES.timesheetNotFound);
  if (!canSaveTimesheet(sheet.status)) return conflict(TIMESHEET_MESSAGES.submitOnlyDraftOrReturned);
  if (!canSubmitTimesheet(sheet.status, sheet.month, data.holidays, new Date()))
    return conflict(TIMESHEET_MESSAGES.submitTooEarly);
  const submitted = { ...sheet, status: 'Submitted' as const, submittedAt: new Date().toISOString() };
  return ok(TIMESHEET_MESSAGES.timesheetSubmitted, replace(data, submitted));
}

/** The learner's month actions, by path, as the real server answers them. */
export const TIMESHEET_ACTIONS: Actions<FakeTimesheetData> = {
  '/api/Learner/SaveTimesheet': save,
  '/api/Learner/SubmitTimesheet': submit,
};
