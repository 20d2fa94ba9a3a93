import { z } from 'zod';
import { EXIT_REASONS } from '../placements/rules-changes.ts';

/**
 * The placement life report (issue 29): GET /api/Admin/PlacementLifeReport with the programme
 * report's query (`from`, `to`, `sector`, `employerType`; the same defaults). Early exits are counted
 * by their exit date (the placement's end date), reviews and ratings by the Port of Spain day the
 * review was signed off.
 */

/**
 * The month of the placement an exit fell in, counted from the start: 1 for the first month
 * (start 10 Jan: exits to 9 Feb are month 1, from 10 Feb month 2). An exit before the start is month 1.
 */
export function monthOfPlacement(startDate: string, exitDate: string): number {
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ey, em, ed] = exitDate.split('-').map(Number) as [number, number, number];
  const whole = (ey - sy) * 12 + (em - sm) - (ed < sd ? 1 : 0);
  return Math.max(0, whole) + 1;
}

/** An average to two decimals; null when there is nothing to average. */
export function roundAverage(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

const count = z.number().int().min(0);
const average = z.number().min(1).max(5).nullable();

/** The answer of GET /api/Admin/PlacementLifeReport. */
export const placementLifeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  sector: z.number().nullable(),
  employerType: z.number().nullable(),
  earlyExits: z.object({
    total: count,
    /** Every reason of the list, in its order, zeros included. */
    byReason: z.array(z.object({ reason: z.enum(EXIT_REASONS), count })),
    /** Months 1 to the latest month with an exit, zeros included; empty without exits. */
    byMonth: z.array(z.object({ month: z.number().int().min(1), count })),
  }),
  reviewsOnTime: z.object({
    /** Reviews signed off in the period. */
    signedOff: count,
    /** Of those, signed off on or before their due date. */
    onTime: count,
    /** onTime ÷ signedOff (0-1); null when none was signed off. */
    rate: z.number().min(0).max(1).nullable(),
  }),
  /** Averages (1-5, two decimals) of the parts of the reviews signed off in the period; null when none. */
  ratings: z.object({
    reviews: count,
    learner: average,
    attendance: average,
    punctuality: average,
    quality: average,
    teamwork: average,
  }),
});
/** GET /api/Admin/PlacementLifeReport. */
export type PlacementLifeReport = z.output<typeof placementLifeReportSchema>;
