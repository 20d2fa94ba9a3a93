import {
  adminTimesheetPageSchema,
  adminTimesheetsQuerySchema,
  correctTimesheetBodySchema,
  holidayDateParamsSchema,
  holidaySchema,
  holidaysQuerySchema,
  type StipendScheduleBody,
  type StipendSettings,
  stipendScheduleSchema,
  stipendSettingsSchema,
  TIMESHEET_MESSAGES,
} from '@ojt/domain';
import { fail, notFound, type Params, parseParams, type RecordedRequest } from '../../../test/fake-api';
import { json } from '../../../test/fetch-mock';
import { type FakeTimesheet, figures } from './timesheet-fixtures';

/** The timesheets part of the fake admin server's data. */
export interface TimesheetData {
  timesheets: FakeTimesheet[];
  holidays: { date: string; name: string }[];
  schedules: StipendScheduleBody[];
  settings: StipendSettings;
}

const PREFIX = '/api/Admin/Holidays/';

/** GET /api/Admin/Timesheets as the server filters and pages it (newest month first, then newest id). */
function timesheetPage(data: TimesheetData, query: URLSearchParams): Response {
  const parsed = parseParams(adminTimesheetsQuerySchema, Object.fromEntries(query));
  if ('refusal' in parsed) return parsed.refusal;
  const q = parsed.values;
  const rows = data.timesheets
    .filter((t) => !q.Month || t.month === q.Month)
    .filter((t) => !q.Status || t.status === q.Status)
    .filter((t) => !q.EmpId || t.empId.toLowerCase() === q.EmpId.toLowerCase())
    .filter((t) => !q.SectorId || t.sector === q.SectorId)
    .filter((t) => !q.OfficerId || t.officerId === q.OfficerId)
    .filter((t) => !q.Late || t.late)
    .sort((a, b) => b.month.localeCompare(a.month) || b.timesheetId - a.timesheetId);
  const items = rows
    .slice((q.Page - 1) * q.PageSize, q.Page * q.PageSize)
    .map(({ officerId: _officer, ...row }) => row);
  // The answer is the contract's, or the test's fixtures are wrong.
  return json(
    200,
    adminTimesheetPageSchema.parse({ items, total: rows.length, page: q.Page, pageSize: q.PageSize }),
  );
}

function correct(data: TimesheetData, params: Params): Response {
  const parsed = parseParams(correctTimesheetBodySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const { timesheetId, days } = parsed.values;
  const found = data.timesheets.find((t) => t.timesheetId === timesheetId);
  if (!found) return notFound(TIMESHEET_MESSAGES.timesheetNotFound);
  if (found.status !== 'Approved') return fail(409, 'CONFLICT', TIMESHEET_MESSAGES.correctOnlyApproved);
  Object.assign(found, { days }, figures(found.month, days, found.rateCents));
  const {
    officerId: _officer,
    learnerName: _l,
    employerName: _e,
    sector: _s,
    officer: _o,
    late: _t,
    ...month
  } = found;
  return json(200, { success: true, message: TIMESHEET_MESSAGES.timesheetCorrected, data: month });
}

function addSchedule(data: TimesheetData, params: Params): Response {
  const parsed = parseParams(stipendScheduleSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const schedule = parsed.values;
  if (data.schedules.some((s) => s.effectiveFrom === schedule.effectiveFrom))
    return fail(409, 'CONFLICT', TIMESHEET_MESSAGES.stipendScheduleExists);
  data.schedules.push(schedule);
  data.schedules.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return json(201, { success: true, message: TIMESHEET_MESSAGES.stipendScheduleAdded, data: schedule });
}

function holidaysOf(data: TimesheetData, query: URLSearchParams): Response {
  const parsed = parseParams(holidaysQuerySchema, Object.fromEntries(query));
  if ('refusal' in parsed) return parsed.refusal;
  const year = String(parsed.values.Year);
  const list = data.holidays.filter((h) => h.date.startsWith(`${year}-`));
  return json(
    200,
    list.sort((a, b) => a.date.localeCompare(b.date)),
  );
}

function addHoliday(data: TimesheetData, params: Params): Response {
  const parsed = parseParams(holidaySchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  const holiday = parsed.values;
  if (data.holidays.some((h) => h.date === holiday.date))
    return fail(409, 'CONFLICT', TIMESHEET_MESSAGES.holidayExists);
  data.holidays.push(holiday);
  return json(201, { success: true, message: TIMESHEET_MESSAGES.holidayAdded, data: holiday });
}

function removeHoliday(data: TimesheetData, path: string): Response {
  const parsed = parseParams(holidayDateParamsSchema, {
    date: decodeURIComponent(path.slice(PREFIX.length)),
  });
  if ('refusal' in parsed) return parsed.refusal;
  const index = data.holidays.findIndex((h) => h.date === parsed.values.date);
  if (index < 0) return notFound(TIMESHEET_MESSAGES.holidayNotFound);
  data.holidays.splice(index, 1);
  return json(200, { success: true, message: TIMESHEET_MESSAGES.holidayRemoved });
}

function saveSettings(data: TimesheetData, params: Params): Response {
  const parsed = parseParams(stipendSettingsSchema, params);
  if ('refusal' in parsed) return parsed.refusal;
  Object.assign(data.settings, parsed.values);
  return json(200, { success: true, message: TIMESHEET_MESSAGES.stipendSettingsSaved, data: data.settings });
}

/**
 * The office's timesheet, calendar and rates calls, validating what they are sent with the domain's
 * schemas (a 400 with the schema's first message, as the server answers); null for any other request.
 */
export function timesheetRoute(data: TimesheetData, r: RecordedRequest): Response | null {
  const key = `${r.method} ${r.path}`;
  const params = { ...Object.fromEntries(r.query), ...r.body };
  if (key === 'GET /api/Admin/Timesheets') return timesheetPage(data, r.query);
  if (key === 'POST /api/Admin/CorrectTimesheet') return correct(data, params);
  if (key === 'GET /api/Admin/StipendSchedules') return json(200, data.schedules);
  if (key === 'POST /api/Admin/StipendSchedules') return addSchedule(data, params);
  if (key === 'GET /api/Admin/Holidays') return holidaysOf(data, r.query);
  if (key === 'POST /api/Admin/Holidays') return addHoliday(data, params);
  if (r.method === 'DELETE' && r.path.startsWith(PREFIX)) return removeHoliday(data, r.path);
  if (key === 'GET /api/Admin/StipendSettings') return json(200, data.settings);
  if (key === 'POST /api/Admin/StipendSettings') return saveSettings(data, params);
  return null;
}
