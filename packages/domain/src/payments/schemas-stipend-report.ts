import { z } from 'zod';
import { FUNDING_MODELS } from './rules-funding.ts';

/**
 * The office's stipend report (issue 28): GET /api/Admin/StipendReport?from&to&sector&employerType,
 * the Reports tab's query. A month's stipend counts in the month it is for (the attendance month), when
 * it was paid: by the programme (its payment line Paid by the bank) or by the employer (the employer
 * confirmed paying it); a reimbursement counts in its claim's month when the bank paid it. The amount
 * owed to employers is as of today, whatever the period: 60% of every month an employer confirmed paying
 * whose reimbursement the bank has not yet paid. Sector and employer type narrow every part.
 */

/** One month of the period: what was paid for it, by whom, and what was reimbursed. */
export const stipendReportMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  programmeCents: z.number().int(),
  employerCents: z.number().int(),
  reimbursedCents: z.number().int(),
  /** Months of attendance paid (by either). */
  months: z.number().int(),
});

/** One sector's stipends paid in the period. */
export const stipendReportSectorSchema = z.object({
  sector: z.number().int(),
  programmeCents: z.number().int(),
  employerCents: z.number().int(),
  months: z.number().int(),
});

/** One funding model's stipends paid in the period. */
export const stipendReportFundingSchema = z.object({
  model: z.enum(FUNDING_MODELS),
  paidCents: z.number().int(),
  months: z.number().int(),
});

/** One employer the programme owes a reimbursement, today. */
export const stipendReportOwedSchema = z.object({
  empId: z.string(),
  employerName: z.string(),
  /** Confirmed months not yet reimbursed. */
  months: z.number().int(),
  owedCents: z.number().int(),
  /** Of which in a claim the office approved (the next run pays it). */
  approvedCents: z.number().int(),
});

/** GET /api/Admin/StipendReport. */
export const stipendReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  sector: z.number().nullable(),
  employerType: z.number().nullable(),
  totals: z.object({
    paidCents: z.number().int(),
    programmeCents: z.number().int(),
    employerCents: z.number().int(),
    reimbursedCents: z.number().int(),
    owedToEmployersCents: z.number().int(),
  }),
  byMonth: z.array(stipendReportMonthSchema),
  bySector: z.array(stipendReportSectorSchema),
  byFunding: z.array(stipendReportFundingSchema),
  owedToEmployers: z.array(stipendReportOwedSchema),
});
/** The office's stipend report. */
export type StipendReport = z.output<typeof stipendReportSchema>;
