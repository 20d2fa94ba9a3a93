import { formatTtd, stipendExplanation, type Timesheet } from '@ojt/domain';
import type { Selectable } from 'kysely';
import type { TimesheetsTable } from '../../db/schema.ts';

/** A month's row as the repositories read it. */
export type TimesheetRow = Selectable<TimesheetsTable>;

/** The learner's and employer's keys a month's answer names (`learnerId` is the username, `empId` the EmpId). */
export interface TimesheetKeys {
  learnerId: string;
  empId: string;
}

/**
 * A month as every call answers it (issue 27's shape): its marks, state and the stipend it earns,
 * from the figures kept with it (worked out on every write, frozen when approved).
 */
export function presentTimesheet(row: TimesheetRow, keys: TimesheetKeys): Timesheet {
  const daysCredited = Number(row.days_credited);
  return {
    timesheetId: row.id,
    placementId: row.placement_id,
    learnerId: keys.learnerId,
    empId: keys.empId,
    month: row.month,
    status: row.status,
    days: row.days,
    remarks: row.remarks,
    workingDays: row.working_days,
    daysCredited,
    level: row.level,
    rateCents: row.rate_cents,
    amountCents: row.amount_cents,
    amountText: formatTtd(row.amount_cents),
    explanation: stipendExplanation({
      credited: daysCredited,
      workingDaysInMonth: row.working_days,
      rateCents: row.rate_cents,
    }),
    payCycle: row.pay_cycle,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    approvedAt: row.approved_at?.toISOString() ?? null,
    returnedReason: row.returned_reason,
  };
}
