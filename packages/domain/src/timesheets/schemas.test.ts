import { describe, expect, it } from 'vitest';
import type { StipendSchedule } from './rules-stipend.ts';
import {
  adminTimesheetsQuerySchema,
  approveTimesheetParamsSchema,
  correctTimesheetBodySchema,
  holidaySchema,
  holidaysQuerySchema,
  learnerTimesheetQuerySchema,
  returnTimesheetParamsSchema,
  saveTimesheetBodySchema,
  stipendScheduleSchema,
  stipendSettingsSchema,
  timesheetDaySchema,
} from './schemas.ts';
import { TIMESHEET_MESSAGES } from './texts.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('timesheetDaySchema', () => {
  it('takes marks P, A, L or none', () => {
    expect(
      timesheetDaySchema.safeParse({ date: '2026-11-02', am: 'P', pm: null, leaveReason: null }).success,
    ).toBe(true);
    expect(
      timesheetDaySchema.safeParse({ date: '2026-11-02', am: 'X', pm: null, leaveReason: null }).success,
    ).toBe(false);
  });

  it('asks a reason for leave, and none without', () => {
    const noReason = timesheetDaySchema.safeParse({
      date: '2026-11-02',
      am: 'L',
      pm: 'P',
      leaveReason: null,
    });
    expect(messages(noReason)).toEqual([TIMESHEET_MESSAGES.leaveReasonRequired]);
    const stray = timesheetDaySchema.safeParse({ date: '2026-11-02', am: 'P', pm: 'P', leaveReason: 'sick' });
    expect(messages(stray)).toEqual([TIMESHEET_MESSAGES.leaveReasonWithoutLeave]);
    const leave = { date: '2026-11-02', am: 'L', pm: 'L', leaveReason: 'public-duty' };
    expect(timesheetDaySchema.parse(leave)).toEqual(leave);
  });
});

describe('saveTimesheetBodySchema', () => {
  const body = {
    placementId: 7,
    month: '2026-11',
    days: [{ date: '2026-11-02', am: 'P', pm: 'P', leaveReason: null }],
    remarks: 'Induction week',
  };

  it('reads a month of days', () => {
    expect(saveTimesheetBodySchema.parse(body)).toEqual(body);
  });

  it('refuses a bad month, a day of another month and a day twice', () => {
    expect(messages(saveTimesheetBodySchema.safeParse({ ...body, month: '2026-13' }))).toContain(
      TIMESHEET_MESSAGES.monthInvalid,
    );
    const otherMonth = { ...body, days: [{ ...body.days[0], date: '2026-12-01' }] };
    expect(messages(saveTimesheetBodySchema.safeParse(otherMonth))).toEqual([
      TIMESHEET_MESSAGES.timesheetDayOutsideMonth,
    ]);
    const twice = { ...body, days: [body.days[0], body.days[0]] };
    expect(messages(saveTimesheetBodySchema.safeParse(twice))).toEqual([
      TIMESHEET_MESSAGES.timesheetDayRepeated,
    ]);
  });
});

describe('learnerTimesheetQuerySchema', () => {
  it('reads PlacementId and Month from a query string', () => {
    expect(learnerTimesheetQuerySchema.parse({ PlacementId: '12', Month: '2026-11' })).toEqual({
      PlacementId: 12,
      Month: '2026-11',
    });
  });
});

describe('approveTimesheetParamsSchema', () => {
  it('takes one id from the query or several from the body, each once', () => {
    expect(approveTimesheetParamsSchema.parse({ TimesheetId: '4' })).toEqual([4]);
    expect(approveTimesheetParamsSchema.parse({ timesheetIds: [4, 5, 4] })).toEqual([4, 5]);
  });

  it('refuses none', () => {
    expect(messages(approveTimesheetParamsSchema.safeParse({}))).toEqual([
      TIMESHEET_MESSAGES.approveWhichMonths,
    ]);
    expect(messages(approveTimesheetParamsSchema.safeParse({ timesheetIds: [] }))).toEqual([
      TIMESHEET_MESSAGES.approveWhichMonths,
    ]);
  });
});

describe('reasons', () => {
  it('requires a reason to return a month', () => {
    expect(messages(returnTimesheetParamsSchema.safeParse({ TimesheetId: '4', Reason: '  ' }))).toEqual([
      'Enter a reason for returning this month.',
    ]);
    expect(returnTimesheetParamsSchema.parse({ TimesheetId: '4', Reason: 'Week 2 is missing' })).toEqual({
      TimesheetId: 4,
      Reason: 'Week 2 is missing',
    });
  });

  it('requires a reason to correct a month', () => {
    const result = correctTimesheetBodySchema.safeParse({ timesheetId: 4, days: [], reason: '' });
    expect(messages(result)).toEqual([TIMESHEET_MESSAGES.correctionReasonRequired]);
  });
});

describe('adminTimesheetsQuerySchema', () => {
  it('reads the filters and pages', () => {
    expect(adminTimesheetsQuerySchema.parse({ Month: '2026-11', Status: 'Submitted', Late: 'true' })).toEqual(
      {
        Month: '2026-11',
        Status: 'Submitted',
        EmpId: '',
        SectorId: undefined,
        OfficerId: undefined,
        Late: true,
        Page: 1,
        PageSize: 20,
      },
    );
    expect(adminTimesheetsQuerySchema.safeParse({ Status: 'Paid' }).success).toBe(false);
  });
});

describe('stipend schedules, holidays and settings', () => {
  const rates = { 1: 300000, 2: 420000, 3: 520000, 4: 720000, 5: 830000 };

  it('takes a schedule with the five levels in cents', () => {
    const schedule: StipendSchedule = stipendScheduleSchema.parse({ effectiveFrom: '2026-07-15', rates });
    expect(schedule.rates[2]).toBe(420000);
    expect(stipendScheduleSchema.parse({ effectiveFrom: '2026-07-15', rates })).toEqual({
      effectiveFrom: '2026-07-15',
      rates: { 1: 300000, 2: 420000, 3: 520000, 4: 720000, 5: 830000 },
    });
  });

  it('refuses a missing level or an amount that is not whole cents', () => {
    const { 5: _five, ...four } = rates;
    expect(messages(stipendScheduleSchema.safeParse({ effectiveFrom: '2026-07-15', rates: four }))).toEqual([
      TIMESHEET_MESSAGES.stipendRatesInvalid,
    ]);
    const fraction = { ...rates, 2: 4200.5 };
    expect(
      messages(stipendScheduleSchema.safeParse({ effectiveFrom: '2026-07-15', rates: fraction })),
    ).toEqual([TIMESHEET_MESSAGES.stipendRatesInvalid]);
  });

  it('takes a holiday with a name, a year and the settings flag', () => {
    expect(holidaySchema.parse({ date: '2026-11-08', name: 'Divali' })).toEqual({
      date: '2026-11-08',
      name: 'Divali',
    });
    expect(messages(holidaySchema.safeParse({ date: '2026-11-08', name: '' }))).toEqual([
      TIMESHEET_MESSAGES.holidayNameRequired,
    ]);
    expect(holidaysQuerySchema.parse({ Year: '2026' })).toEqual({ Year: 2026 });
    expect(holidaysQuerySchema.safeParse({ Year: 'next' }).success).toBe(false);
    expect(stipendSettingsSchema.parse({ reduceForAbsences: false })).toEqual({ reduceForAbsences: false });
  });
});
