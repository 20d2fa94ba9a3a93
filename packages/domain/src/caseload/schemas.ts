import { z } from 'zod';
import { recordIdField } from '../shared/record-fields.ts';
import { CASELOAD_KINDS } from './rules.ts';

/** GET /api/Admin/Caseload?OfficerId: the officers list's id (required). */
export const caseloadQuerySchema = z.strictObject({ OfficerId: recordIdField('OfficerId') });
/** The caseload's query. */
export type CaseloadQuery = z.output<typeof caseloadQuerySchema>;

const count = z.number().int().min(0);

/** One thing that needs attention in one placement. */
export const caseloadItemSchema = z.object({
  placementId: z.number().int(),
  learnerName: z.string(),
  employerName: z.string(),
  kind: z.enum(CASELOAD_KINDS),
  /** The review's id for the review kinds (and High risk: the review that rated it); else null. */
  reviewId: z.number().int().nullable(),
  /** `YYYY-MM-DD`: confirm by, review due, cut-off day, break's end, High risk's sign-off day. */
  dueDate: z.string(),
  text: z.string(),
});
/** An item of the caseload. */
export type CaseloadItem = z.output<typeof caseloadItemSchema>;

/** The answer of GET /api/Admin/Caseload. */
export const caseloadSchema = z.object({
  officer: z.object({ id: z.number().int(), name: z.string() }),
  /** The officer's Placed placements (in any of the three roles). */
  placements: count,
  /** One count per kind of item (each item counted once: "not confirmed" excludes the overdue). */
  counts: z.object({
    agreementsNotConfirmed: count,
    agreementsOverdue: count,
    reviewsDue: count,
    reviewsOverdue: count,
    monthsWaiting: count,
    highRisk: count,
    breaksEndingSoon: count,
  }),
  /** Overdue first, then High risk, then the rest; each by date. */
  items: z.array(caseloadItemSchema),
});
/** GET /api/Admin/Caseload. */
export type Caseload = z.output<typeof caseloadSchema>;
