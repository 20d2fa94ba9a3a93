import { toStatusNumber } from '../shared/lookups/find-by-key.ts';
import { parsePortalDateTime } from '../shared/portal-date-time.ts';

/**
 * The rules of job positions and their openings (spec 2 §4, PRODUCT.md §4): their statuses, when an
 * opening is published and when it accepts applications.
 */

/** Job position status values (spec 2 §4). New positions are Active. */
export const JOB_POSITION_STATUS = { INACTIVE: 0, ACTIVE: 1, DRAFT: 2 } as const;

/** A job position status value. */
export type JobPositionStatus = (typeof JOB_POSITION_STATUS)[keyof typeof JOB_POSITION_STATUS];

/** 'Active' for 1, 'Inactive' for 0, 'Draft' for 2 and for any other value. */
export function jobPositionStatusLabel(status: unknown): 'Active' | 'Inactive' | 'Draft' {
  const value = toStatusNumber(status);
  if (value === JOB_POSITION_STATUS.ACTIVE) return 'Active';
  if (value === JOB_POSITION_STATUS.INACTIVE) return 'Inactive';
  return 'Draft';
}

/** Job opening status values: 1 means Active, anything else Inactive. */
export const JOB_OPENING_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;

/** 'Active' for 1, 'Inactive' otherwise. */
export function jobOpeningStatusLabel(status: unknown): 'Active' | 'Inactive' {
  return Number(status) === JOB_OPENING_STATUS.ACTIVE ? 'Active' : 'Inactive';
}

/**
 * An opening as its window rules read it: its status and the instants it opens and closes. A
 * database row and the API's `JobOpening` (through `openingWindow`) both adapt to it.
 */
export interface OpeningWindow {
  status: unknown;
  opensAt: Date;
  closesAt: Date;
}

/**
 * Whether an opening is published at `now`: active and not yet closed, even if it opens later (a
 * position with such an opening reads as Published, spec 2 §4).
 */
export function isOpeningLive(opening: Pick<OpeningWindow, 'status' | 'closesAt'>, now: Date): boolean {
  return Number(opening.status) === JOB_OPENING_STATUS.ACTIVE && opening.closesAt > now;
}

/**
 * Whether an opening accepts applications at `now` (PRODUCT.md §4): active, already open and not
 * yet closed. The server refuses an application otherwise ('This opening is not accepting applications.').
 */
export function isOpeningOpen(opening: OpeningWindow, now: Date): boolean {
  return isOpeningLive(opening, now) && opening.opensAt <= now;
}

/**
 * The window of an opening as the API gives it (`openingDate` and `closingDate`, portal date-times),
 * or null when either date is not readable.
 */
export function openingWindow(opening: {
  jobOpeningStatus: unknown;
  openingDate: string;
  closingDate: string;
}): OpeningWindow | null {
  const opensAt = parsePortalDateTime(opening.openingDate);
  const closesAt = parsePortalDateTime(opening.closingDate);
  return opensAt && closesAt ? { status: opening.jobOpeningStatus, opensAt, closesAt } : null;
}
