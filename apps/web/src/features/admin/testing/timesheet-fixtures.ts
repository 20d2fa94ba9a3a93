import {
  type adminTimesheetPageSchema,
  datesOfMonth,
  formatTtd,
  isWeekend,
  type StipendScheduleBody,
  stipendAmountCents,
  stipendExplanation,
  type TimesheetDay,
} from '@ojt/domain';
import type { z } from 'zod';

type AdminTimesheetRow = z.output<typeof adminTimesheetPageSchema>['items'][number];

/** A row of the fake Timesheets list, with the officer's id the filter asks by. */
export type FakeTimesheet = AdminTimesheetRow & { officerId: number | null };

const pad = (n: number) => String(n).padStart(3, '0');

/** Every weekday of a month marked Present, morning and afternoon. */
export function presentDays(month: string): TimesheetDay[] {
  return datesOfMonth(month)
    .filter((date) => !isWeekend(date))
    .map((date) => ({ date, am: 'P', pm: 'P', leaveReason: null }));
}

/** A month's figures from its days: half days Present or Leave over the month's weekdays, at `rateCents`. */
export function figures(month: string, days: TimesheetDay[], rateCents: number) {
  const workingDays = datesOfMonth(month).filter((date) => !isWeekend(date)).length;
  const halves = days.reduce(
    (sum, d) => sum + Number(d.am === 'P' || d.am === 'L') + Number(d.pm === 'P' || d.pm === 'L'),
    0,
  );
  const daysCredited = halves / 2;
  const amountCents = stipendAmountCents(rateCents, daysCredited, workingDays);
  return {
    workingDays,
    daysCredited,
    amountCents,
    amountText: formatTtd(amountCents),
    explanation: stipendExplanation({ credited: daysCredited, workingDaysInMonth: workingDays, rateCents }),
  };
}

/**
 * A month as GET /api/Admin/Timesheets answers it; `n` makes ids and names unique. Approved in pay
 * cycle 1 for October 2026 (every weekday present, level 2 at 3,960.00) unless `overrides` says
 * otherwise; employers EMP001–EMP003 in turn, sector 4, officer 1.
 */
export function makeAdminTimesheet(n: number, overrides: Partial<FakeTimesheet> = {}): FakeTimesheet {
  const month = overrides.month ?? '2026-10';
  const days = overrides.days ?? presentDays(month);
  const employer = ((n - 1) % 3) + 1;
  return {
    timesheetId: n,
    placementId: n,
    learnerId: `L${pad(n)}`,
    learnerName: `Learner${n} Persad`,
    empId: `EMP${pad(employer)}`,
    employerName: `Company ${pad(employer)} Ltd`,
    sector: 4,
    officer: 'Anil Ramkissoon',
    officerId: 1,
    late: false,
    month,
    status: 'Approved',
    days,
    remarks: '',
    level: 2,
    rateCents: 396000,
    ...figures(month, days, 396000),
    payCycle: 1,
    submittedAt: `${month}-30T20:00:00.000Z`,
    approvedAt: '2026-11-02T13:00:00.000Z',
    returnedReason: null,
    ...overrides,
  };
}

/** The lookups' first schedule (from 2000-01-01) and a rise from 2027-01-01. */
export function makeSchedules(): StipendScheduleBody[] {
  return [
    { effectiveFrom: '2000-01-01', rates: { 1: 275000, 2: 396000, 3: 495000, 4: 687500, 5: 792000 } },
    { effectiveFrom: '2027-01-01', rates: { 1: 288750, 2: 415800, 3: 519750, 4: 721875, 5: 831600 } },
  ];
}
