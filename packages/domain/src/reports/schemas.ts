import { z } from 'zod';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { isIsoDate, pad2, portalDateParts } from '../shared/portal-time.ts';
import { optionalRecordIdField } from '../shared/record-fields.ts';
import { isoDateMessage } from '../shared/texts.ts';
import { REPORT_MESSAGES } from './texts.ts';

/**
 * The admin's programme report (issue 11): GET /api/Admin/Reports?from&to&sector&employerType.
 * Every step is counted when it happened: applications by the day they were made; interviews,
 * selections, placements, completions and withdrawals by the day the application's status history
 * reached that status (a row is recorded only on a change, so once); openings by the day they open.
 * The days are Port of Spain calendar days.
 */

/** Longest period a report covers, in years (the months series stays a readable size). */
export const REPORT_MAX_YEARS = 10;

const dayField = (name: string) =>
  textField(name, {
    max: 10,
    tooLongMessage: isoDateMessage(name),
    problem: (value) => (isIsoDate(value) ? undefined : isoDateMessage(name)),
  });

/** The report's query: a period of days (each side defaults to the last 12 months) and two filters. */
export const reportQuerySchema = z
  .strictObject({
    from: dayField('from'),
    to: dayField('to'),
    sector: optionalRecordIdField('sector'),
    employerType: optionalRecordIdField('employerType'),
  })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.from > values.to)
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateFromAfterTo, path: ['from'] });
    else if (values.from && values.to && addYears(values.from, REPORT_MAX_YEARS) <= values.to)
      ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.reportRangeTooLong, path: ['to'] });
  });
/** The report's query as sent (a missing day is '': the server uses the last 12 months). */
export type ReportQuery = z.output<typeof reportQuerySchema>;

function addYears(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
}

/**
 * The default period: the last 12 months, whole months, ending today in Port of Spain (on 24 Nov
 * 2026: 2025-12-01 to 2026-11-24).
 */
export function defaultReportRange(now: Date = new Date()): { from: string; to: string } {
  const { year, month, day } = portalDateParts(now);
  const start = month === 12 ? { year, month: 1 } : { year: year - 1, month: month + 1 };
  return { from: `${start.year}-${pad2(start.month)}-01`, to: `${year}-${pad2(month)}-${pad2(day)}` };
}

/** The period asked for, each missing side from the last 12 months (never making from > to). */
export function reportPeriod(query: ReportQuery, now: Date): { from: string; to: string } {
  const fallback = defaultReportRange(now);
  const from = query.from || (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to || (query.from && query.from > fallback.to ? query.from : fallback.to);
  return { from, to };
}

/** The months `YYYY-MM` a period of days touches, in order ('2026-01-15'..'2026-03-02': three). */
export function reportMonths(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${pad2(month)}`;
    if (key > last) return months;
    months.push(key);
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

/** Placed ÷ openings offered (0-1, or above 1 when more were placed than offered); null without openings. */
export function fillRate(placed: number, openings: number): number | null {
  return openings > 0 ? placed / openings : null;
}

const count = z.number().int().min(0);
const days = z.number().min(0).nullable();

/** The answer of GET /api/Admin/Reports. */
export const programmeReportSchema = z.object({
  /** The period reported, after defaults: `YYYY-MM-DD` both. */
  from: z.string(),
  to: z.string(),
  sector: z.number().nullable(),
  employerType: z.number().nullable(),
  counts: z.object({
    openings: count,
    applications: count,
    interviews: count,
    selected: count,
    placed: count,
    completed: count,
    withdrawn: count,
  }),
  /** Placed ÷ openings offered; null when no openings were offered. */
  fillRate: z.number().nullable(),
  /** Median days from the application to its first interview, selection and placement; null when none. */
  medianDays: z.object({ interview: days, selection: days, placement: days }),
  /** Learners whose sign-up waits for an admin's decision (not filtered by period or sector). */
  learnersWaiting: count,
  /** Whole days the oldest of them has waited; null when none waits. */
  oldestWaitingDays: count.nullable(),
  /** Every month of the period, oldest first, zeros included. */
  byMonth: z.array(z.object({ month: z.string(), applications: count, placements: count })),
  /** The sectors with applications or placements in the period, most applications first. */
  bySector: z.array(z.object({ sector: z.number(), applications: count, placed: count })),
});
/** GET /api/Admin/Reports. */
export type ProgrammeReport = z.output<typeof programmeReportSchema>;
