import {
  FIRST_SCHEDULE,
  monthStipend,
  placementWorkingDays,
  type StipendLevel,
  submitOpensAt,
  type Timesheet,
} from '@ojt/domain';

// The attendance months both dashboards' in-memory servers keep (issue 27): the learner's and the
// employer's fakes work out a month's figures as the real server does, with the domain's rules.

/** What a month needs of its placement. */
export interface SheetPlacement {
  placementId: number;
  learnerId: string;
  learnerName: string;
  empId: string;
  /** `YYYY-MM-DD`. */
  start: string;
  end: string | null;
  level: StipendLevel;
}

/** The month's figures, working dates and Submit's opening, from its marks (the first schedule's rates). */
export function withFigures(
  sheet: Timesheet,
  placement: SheetPlacement,
  holidays: ReadonlySet<string> = new Set(),
): Timesheet {
  const stipend = monthStipend({
    month: sheet.month,
    level: placement.level,
    schedules: [FIRST_SCHEDULE],
    holidays,
    start: placement.start,
    end: placement.end,
    days: sheet.days,
    reduceForAbsences: true,
  });
  return {
    ...sheet,
    ...(stipend ?? {}),
    level: placement.level,
    workingDates: placementWorkingDays(sheet.month, holidays, placement.start, placement.end),
    submitOpensAt: submitOpensAt(sheet.month, holidays).toISOString(),
  };
}

/** A month of `placement` in `status` (a new Draft by default), its figures worked out. */
export function makeTimesheet(
  id: number,
  placement: SheetPlacement,
  month: string,
  overrides: Partial<Timesheet> = {},
  holidays: ReadonlySet<string> = new Set(),
): Timesheet {
  const sheet: Timesheet = {
    timesheetId: id,
    placementId: placement.placementId,
    learnerId: placement.learnerId,
    empId: placement.empId,
    learnerName: placement.learnerName,
    month,
    status: 'Draft',
    days: [],
    remarks: '',
    workingDays: 0,
    daysCredited: 0,
    level: placement.level,
    rateCents: 0,
    amountCents: 0,
    amountText: '0.00 TTD',
    explanation: '',
    payCycle: null,
    submittedAt: null,
    approvedAt: null,
    returnedReason: null,
    ...overrides,
  };
  return withFigures(sheet, placement, holidays);
}

/** Every working date of the placement in the month marked Present, a.m. and p.m. */
export function presentDays(
  month: string,
  placement: SheetPlacement,
  holidays: ReadonlySet<string> = new Set(),
) {
  return placementWorkingDays(month, holidays, placement.start, placement.end).map((date) => ({
    date,
    am: 'P' as const,
    pm: 'P' as const,
    leaveReason: null,
  }));
}
