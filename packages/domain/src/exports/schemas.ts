import { z } from 'zod';
import { BULK_MAX, OFFICE_BULK_MESSAGES } from '../accounts/office-bulk.ts';
import { adminPlacementsQuerySchema } from '../placements/schemas-placing.ts';
import { textField } from '../shared/field-schemas.ts';
import { MESSAGES } from '../shared/messages.ts';
import { portalToday } from '../shared/portal-time.ts';
import { EXPORT_MESSAGES } from './texts.ts';

/**
 * CSV exports of the admin's tables (issue 11): GET /api/Admin/Export/Employers|Learners|Placements
 * take the filters their table takes (without paging) and answer every matching row as text/csv.
 * Learners' and placements' exports leave out identity numbers and disability data unless
 * `includeIdentity` is set with a `reason`, which the audit trail records.
 */

/** The tables that can be exported. */
export const EXPORT_KINDS = ['employers', 'learners', 'placements'] as const;
/** A table that can be exported. */
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Longest reason accepted for including identity data. */
export const EXPORT_REASON_MAX = 500;

/** The account keys of an export's `ids`: comma-separated, trimmed, empty ones dropped. */
export function exportIdList(ids: string | undefined): string[] {
  return (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

function idsProblem(value: string): string | undefined {
  const ids = exportIdList(value);
  if (ids.length > BULK_MAX) return OFFICE_BULK_MESSAGES.bulkIdsTooMany;
  if (ids.some((id) => id.length > 50)) return 'ids is not valid';
  if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length)
    return OFFICE_BULK_MESSAGES.bulkIdsDuplicate;
  return undefined;
}

// The status filter of the Employers and Learners tables (GET /api/Admin/Employers|Learners), and
// the selection (issue 30): `ids`, up to 100 EmpIds or LearnerIds separated by commas.
const accountFilters = {
  search: textField('search', { max: 100 }),
  status: z.enum(['all', 'pending', 'approved', 'rejected'], { error: 'status is not valid' }).default('all'),
  ids: textField('ids', { max: BULK_MAX * 51, problem: idsProblem }).optional(),
};

/** The employers' export: the Employers table's search and status. Employers hold no identity data. */
export const employersExportQuerySchema = z.strictObject(accountFilters);
/** The employers' export query. */
export type EmployersExportQuery = z.output<typeof employersExportQuerySchema>;

// 'true'/'1' (a query string's yes), 'false'/'0' or nothing.
const includeIdentityField = z
  .enum(['true', '1', 'false', '0'], { error: 'includeIdentity is not valid' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const identityFields = {
  includeIdentity: includeIdentityField,
  reason: textField('reason', {
    max: EXPORT_REASON_MAX,
    tooLongMessage: EXPORT_MESSAGES.exportReasonTooLong,
    multiline: true,
  }),
};

/** Identity data goes out only with a reason. */
function reasonWhenIdentity(
  values: { includeIdentity: boolean; reason?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (values.includeIdentity && !values.reason)
    ctx.addIssue({ code: 'custom', message: EXPORT_MESSAGES.exportReasonRequired, path: ['reason'] });
}

/** The learners' export: the Learners table's search and status, and the identity option. */
export const learnersExportQuerySchema = z
  .strictObject({ ...accountFilters, ...identityFields })
  .superRefine(reasonWhenIdentity);
/** The learners' export query. */
export type LearnersExportQuery = z.output<typeof learnersExportQuerySchema>;

const {
  page: _page,
  pageSize: _pageSize,
  cursor: _cursor,
  count: _count,
  ...placementFilters
} = adminPlacementsQuerySchema.shape;

/** The placements' export: the Placements table's filters (no paging), and the identity option. */
export const placementsExportQuerySchema = z
  .strictObject({ ...placementFilters, ...identityFields })
  .superRefine((values, ctx) => {
    if (values.from && values.to && values.from > values.to)
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateFromAfterTo, path: ['from'] });
    reasonWhenIdentity(values, ctx);
  });
/** The placements' export query. */
export type PlacementsExportQuery = z.output<typeof placementsExportQuerySchema>;

/**
 * The Export dialog's form: "Include identity data" and the reason, required when it is ticked
 * (the same rule and messages as the query's).
 */
export const exportOptionsSchema = z
  .strictObject({ includeIdentity: z.boolean(), reason: identityFields.reason })
  .superRefine(reasonWhenIdentity);
/** The Export dialog's values. */
export type ExportOptions = z.output<typeof exportOptionsSchema>;

/** The file's name: the table and the day in Port of Spain, e.g. `placements-2026-11-24.csv`. */
export function exportFileName(kind: ExportKind, now: Date = new Date()): string {
  return `${kind}-${portalToday(now)}.csv`;
}
