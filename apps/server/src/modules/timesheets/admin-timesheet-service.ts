import type { AdminTimesheetsQuery, adminTimesheetPageSchema } from '@ojt/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { officerName } from '../officers/officer-service.ts';
import {
  type AdminTimesheetFilter,
  countAdminTimesheets,
  listAdminTimesheets,
} from './admin-timesheet-repository.ts';
import { presentTimesheet } from './presenters.ts';

/** One page of the office's Timesheets view. */
type AdminTimesheetPage = z.output<typeof adminTimesheetPageSchema>;

/**
 * The office's Timesheets view: one page of months across employers, newest month first, filtered by
 * month, status, employer (EmpId; an unknown one matches nothing), the placement's sector and officer
 * (an `officers.id`, matched by name against the placement's three officer roles; unknown: nothing),
 * and lateness at the clock's now, with the total that match.
 */
export async function pageAdminTimesheets(
  { db, clock }: Deps,
  query: AdminTimesheetsQuery,
): Promise<AdminTimesheetPage> {
  const page = { limit: query.PageSize, offset: (query.Page - 1) * query.PageSize };
  const empty = { items: [], total: 0, page: query.Page, pageSize: query.PageSize };
  // The officer's name first, so the planner sees it (an unknown officer names no placement).
  const officer = query.OfficerId === undefined ? undefined : await officerName(db, query.OfficerId);
  if (query.OfficerId !== undefined && officer === undefined) return empty;
  const filter: AdminTimesheetFilter = {
    month: query.Month || undefined,
    status: query.Status,
    empId: query.EmpId || undefined,
    sector: query.SectorId,
    officer,
    late: query.Late,
    now: clock.now(),
  };
  const [rows, total] = await Promise.all([
    listAdminTimesheets(db, filter, page),
    countAdminTimesheets(db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      ...presentTimesheet(row, { learnerId: row.learner_id, empId: row.emp_id }),
      learnerName: `${row.first_name} ${row.last_name}`.trim(),
      employerName: row.emp_name,
      sector: row.sector,
      officer: row.placement_officer,
      late: row.late,
    })),
    total,
    page: query.Page,
    pageSize: query.PageSize,
  };
}
